import Box from '@mui/material/Box';
import Divider from '@mui/material/Divider';
import Typography from '@mui/material/Typography';
import { useForm } from 'react-hook-form';
import { UF_OPTIONS } from '@hub/contract/br';
import { AREA_LABELS } from '@hub/contract/candidates';
import { optionsOf } from '@hub/contract/fields';
import {
  CONTRACT_TYPE_LABELS,
  SENIORITY_LABELS,
  WORK_MODE_LABELS,
  type SelectiveProcess,
} from '@hub/contract/selective-processes';
import { Form } from '../../../components/form/form';
import { useRecordSubmit } from '../../../components/form/use-record-submit';
import { RhfMoneyField } from '../../../components/form/rhf-money-field';
import { RhfSelect } from '../../../components/form/rhf-select';
import { RhfSwitch } from '../../../components/form/rhf-switch';
import { RhfDateField } from '../../../components/form/date-input';
import { RhfTextField } from '../../../components/form/rhf-text-field';
import { SectionCard } from '../../../components/section-card';
import { paths } from '../../../routes/paths';
import { useCreateProcess, useUpdateProcess } from '../api/processes';
import {
  InterviewQuestionsEditor,
  QuestionsEditor,
  RequirementsEditor,
} from './process-items-editors';
import {
  parseProcess,
  processFormValues,
  processResolver,
  type ProcessFormValues,
} from './process-form-values';
import { QuestionSheetField } from './question-sheet-field';
import { ValuesTestField } from './values-test-field';

const grid = {
  display: 'grid',
  gap: 3,
  gridTemplateColumns: { xs: '1fr', md: '1fr 1fr' },
} as const;

const Part = ({ title, children }: { title: string; children: React.ReactNode }) => (
  <Box sx={{ display: 'grid', gap: 2 }}>
    <Divider />
    <Typography variant="subtitle1" component="h3">
      {title}
    </Typography>
    {children}
  </Box>
);

/**
 * One form for registerSelectiveProcess and the update pages: the contract's schema, inline
 * errors, toasts, guard. `valuesTest`: whether a new process starts with the values test on.
 */
export const ProcessForm = ({
  companyId,
  process,
  valuesTest,
}: {
  companyId: string;
  process?: SelectiveProcess;
  valuesTest?: boolean;
}) => {
  const create = useCreateProcess();
  const update = useUpdateProcess(process?.id ?? '');
  const form = useForm<ProcessFormValues>({
    resolver: processResolver,
    defaultValues: processFormValues(process, valuesTest),
  });

  const onSubmit = useRecordSubmit(form, {
    save: (formValues) => {
      const values = parseProcess(formValues);
      return process
        ? update.mutateAsync({ ...values, updatedAt: process.updatedAt })
        : create.mutateAsync({ ...values, companyId });
    },
    saved: process ? 'Processo seletivo atualizado' : 'Processo seletivo cadastrado',
    next: (saved) => paths.dashboard.companies.viewSelectiveProcess(companyId, saved.id),
  });

  const { control } = form;
  return (
    <SectionCard title={process ? 'Dados do processo seletivo' : 'Novo processo seletivo'}>
      <Form
        form={form}
        onSubmit={onSubmit}
        submitLabel={process ? 'Salvar alterações' : 'Cadastrar processo'}
      >
        <Box sx={grid}>
          <RhfTextField control={control} name="title" label="Título da vaga" required />
          <RhfSelect
            control={control}
            name="area"
            label="Área"
            options={optionsOf(AREA_LABELS)}
            required
          />
          <RhfSelect
            control={control}
            name="seniority"
            label="Senioridade"
            options={optionsOf(SENIORITY_LABELS)}
            required
          />
          <RhfSelect
            control={control}
            name="contractType"
            label="Tipo de contratação"
            options={optionsOf(CONTRACT_TYPE_LABELS)}
            required
          />
          <RhfSelect
            control={control}
            name="workMode"
            label="Modalidade"
            options={optionsOf(WORK_MODE_LABELS)}
            required
          />
          <RhfTextField control={control} name="city" label="Cidade" />
          <RhfSelect control={control} name="uf" label="UF" options={UF_OPTIONS} />
          <RhfMoneyField control={control} name="salaryMinCents" label="Salário mínimo" />
          <RhfMoneyField control={control} name="salaryMaxCents" label="Salário máximo" />
          <RhfTextField control={control} name="vacancies" label="Vagas" type="number" required />
          <RhfTextField
            control={control}
            name="maxCandidates"
            label="Limite de candidatos"
            type="number"
            helperText="Em branco: sem limite"
          />
          <RhfDateField control={control} name="startsAt" label="Início" />
          <RhfDateField control={control} name="endsAt" label="Término" />
        </Box>
        <RhfTextField
          control={control}
          name="description"
          label="Descrição da vaga"
          multiline
          minRows={4}
          required
        />
        <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 2 }}>
          <RhfSwitch
            control={control}
            name="confidential"
            label="Vaga confidencial (oculta o nome da empresa)"
          />
          <RhfSwitch control={control} name="publishToCatho" label="Publicar na Catho" />
        </Box>
        <Part title="Requisitos">
          <RequirementsEditor control={control} />
        </Part>
        <Part title="Perguntas auxiliares">
          <QuestionsEditor control={control} />
        </Part>
        <Part title="Testes">
          <QuestionSheetField control={control} companyId={companyId} />
          <ValuesTestField control={control} companyId={companyId} />
          <RhfSwitch
            control={control}
            name="useCompetencyTest"
            label="Usar o teste de competências"
          />
        </Part>
        <Part title="Entrevista em vídeo">
          <InterviewQuestionsEditor control={control} />
        </Part>
        <Part title="Entrevistas">
          <RhfSwitch
            control={control}
            name="useInterviewScore"
            label="Usar a média das avaliações dos entrevistadores na classificação"
          />
        </Part>
      </Form>
    </SectionCard>
  );
};
