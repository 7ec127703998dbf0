import { useState } from 'react';
import Link from '@mui/material/Link';
import { useController, type Control } from 'react-hook-form';
import { Link as RouterLink } from 'react-router';
import type { QuestionSheet } from '@hub/contract/assessments';
import { assessmentOperations } from '@hub/contract/assessments-operations';
import { listSource, RemotePicker } from '../../../components/resource/remote-picker';
import { paths } from '../../../routes/paths';
import { useQuestionSheet } from '../api/question-sheets';
import type { ProcessFormValues } from './process-form-values';

/**
 * The process's custom test: one of its company's question sheets, searched by name on the
 * server (a company may keep many), or none.
 */
export const QuestionSheetField = ({
  control,
  companyId,
}: {
  control: Control<ProcessFormValues>;
  companyId: string;
}) => {
  const { field, fieldState } = useController({ control, name: 'questionSheetId' });
  // The sheet chosen here; the saved one is read by its id until another is chosen.
  const [chosen, setChosen] = useState<QuestionSheet | null>(null);
  const saved = useQuestionSheet(field.value && field.value !== chosen?.id ? field.value : null);
  const value = !field.value ? null : chosen?.id === field.value ? chosen : (saved.data ?? null);
  return (
    <>
      <RemotePicker<QuestionSheet>
        source={listSource(assessmentOperations.listQuestionSheets, {}, { id: companyId })}
        label="Teste personalizado (folha de questões)"
        value={value}
        onChange={(sheet) => {
          setChosen(sheet);
          field.onChange(sheet?.id ?? '');
        }}
        onBlur={field.onBlur}
        optionLabel={(sheet) => sheet.name}
        noOptionsText="Nenhuma folha de questões"
        error={fieldState.error?.message}
      />
      <Link component={RouterLink} to={paths.dashboard.companies.questionSheet(companyId)}>
        Gerenciar folhas de questões da empresa
      </Link>
    </>
  );
};
