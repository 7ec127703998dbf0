import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Divider from '@mui/material/Divider';
import FormControlLabel from '@mui/material/FormControlLabel';
import IconButton from '@mui/material/IconButton';
import Radio from '@mui/material/Radio';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import DeleteOutlined from '@mui/icons-material/DeleteOutlined';
import { zodResolver } from '@hookform/resolvers/zod';
import { counted } from '@hub/contract/counts';
import { useController, useFieldArray, useForm, type Control } from 'react-hook-form';
import {
  questionSheetInputSchema,
  type QuestionSheet,
  type QuestionSheetInput,
} from '@hub/contract/assessments';
import { Form } from '../../../components/form/form';
import { useRecordSubmit } from '../../../components/form/use-record-submit';
import { RhfTextField } from '../../../components/form/rhf-text-field';
import { SectionCard } from '../../../components/section-card';
import { paths } from '../../../routes/paths';
import { useCreateSheet, useUpdateSheet } from '../api/question-sheets';

const MAX_OPTIONS = 6;
const blankQuestion = () => ({ text: '', options: ['', ''], correctOption: 0 });

/** The alternatives of one question, the correct one marked by its radio button. */
const OptionsField = ({
  control,
  index,
}: {
  control: Control<QuestionSheetInput>;
  index: number;
}) => {
  const options = useController({ control, name: `questions.${index}.options` });
  const correct = useController({ control, name: `questions.${index}.correctOption` });
  const list = options.field.value;
  const setList = (next: string[]) => options.field.onChange(next);
  const error = options.fieldState.error?.message ?? correct.fieldState.error?.message;
  return (
    <Box
      role="radiogroup"
      aria-label={`Alternativas da questão ${index + 1}`}
      sx={{ display: 'grid', gap: 1 }}
    >
      {list.map((option, at) => (
        <Box key={at} sx={{ display: 'flex', gap: 1, alignItems: 'center' }}>
          <FormControlLabel
            label="Correta"
            control={
              <Radio
                checked={correct.field.value === at}
                onChange={() => correct.field.onChange(at)}
              />
            }
          />
          <TextField
            size="small"
            fullWidth
            label={`Alternativa ${String.fromCharCode(65 + at)}`}
            value={option}
            onChange={(event) =>
              setList(list.map((item, i) => (i === at ? event.target.value : item)))
            }
          />
          <IconButton
            aria-label={`Remover alternativa ${String.fromCharCode(65 + at)}`}
            disabled={list.length <= 2}
            onClick={() => {
              setList(list.filter((_, i) => i !== at));
              if (correct.field.value >= at && correct.field.value > 0)
                correct.field.onChange(correct.field.value - 1);
            }}
          >
            <DeleteOutlined />
          </IconButton>
        </Box>
      ))}
      {error && (
        <Typography role="alert" variant="body2" color="error">
          {error}
        </Typography>
      )}
      <Button
        sx={{ justifySelf: 'start' }}
        disabled={list.length >= MAX_OPTIONS}
        onClick={() => setList([...list, ''])}
      >
        Adicionar alternativa
      </Button>
    </Box>
  );
};

/** questionSheet/customTest: a company's multiple-choice sheet with its correct answers, reusable by its processes. */
export const QuestionSheetForm = ({
  companyId,
  sheet,
}: {
  companyId: string;
  sheet?: QuestionSheet;
}) => {
  const create = useCreateSheet(companyId);
  const update = useUpdateSheet(sheet?.id ?? '');
  const form = useForm<QuestionSheetInput>({
    resolver: zodResolver(questionSheetInputSchema),
    defaultValues: {
      name: sheet?.name ?? '',
      description: sheet?.description ?? '',
      questions: sheet?.questions ?? [blankQuestion()],
    },
  });
  const { fields, append, remove } = useFieldArray({ control: form.control, name: 'questions' });

  const onSubmit = useRecordSubmit(form, {
    save: (values) =>
      sheet
        ? update.mutateAsync({ ...values, updatedAt: sheet.updatedAt })
        : create.mutateAsync(values),
    saved: sheet ? 'Folha de questões atualizada' : 'Folha de questões cadastrada',
    next: () => paths.dashboard.companies.questionSheet(companyId),
  });

  const { control } = form;
  return (
    <SectionCard
      title={sheet ? sheet.name : 'Nova folha de questões'}
      description={
        sheet?.processes
          ? `Usada por ${counted(sheet.processes, 'processo', 'processos')}: mudanças valem para as próximas respostas.`
          : undefined
      }
    >
      <Form
        form={form}
        onSubmit={onSubmit}
        submitLabel={sheet ? 'Salvar alterações' : 'Cadastrar folha'}
      >
        <RhfTextField control={control} name="name" label="Nome da folha" required />
        <RhfTextField
          control={control}
          name="description"
          label="Descrição"
          multiline
          minRows={2}
        />
        {fields.map((field, index) => (
          <Box key={field.id} sx={{ display: 'grid', gap: 2 }}>
            <Divider />
            <Box sx={{ display: 'flex', gap: 1, alignItems: 'flex-start' }}>
              <RhfTextField
                control={control}
                name={`questions.${index}.text`}
                label={`Questão ${index + 1}`}
                multiline
              />
              <IconButton
                aria-label={`Remover questão ${index + 1}`}
                disabled={fields.length <= 1}
                onClick={() => remove(index)}
              >
                <DeleteOutlined />
              </IconButton>
            </Box>
            <OptionsField control={control} index={index} />
          </Box>
        ))}
        <Typography role="alert" variant="body2" color="error">
          {form.formState.errors.questions?.message ??
            form.formState.errors.questions?.root?.message}
        </Typography>
        <Button sx={{ alignSelf: 'flex-start' }} onClick={() => append(blankQuestion())}>
          Adicionar questão
        </Button>
      </Form>
    </SectionCard>
  );
};
