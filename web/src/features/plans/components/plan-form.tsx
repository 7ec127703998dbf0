import Box from '@mui/material/Box';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { optionsOf } from '@hub/contract/fields';
import { PLAN_INTERVAL_LABELS, type Plan } from '@hub/contract/plans';
import { Form } from '../../../components/form/form';
import { useRecordSubmit } from '../../../components/form/use-record-submit';
import { RhfMoneyField } from '../../../components/form/rhf-money-field';
import { RhfSelect } from '../../../components/form/rhf-select';
import { RhfTextField } from '../../../components/form/rhf-text-field';
import { SectionCard } from '../../../components/section-card';
import { paths } from '../../../routes/paths';
import { useCreatePlan, useUpdatePlan } from '../api/plans';
import { PlanFeaturesField } from './plan-features-field';
import {
  planFormSchema,
  planFormValues,
  type PlanFormInput,
  type PlanFormOutput,
} from './plan-form-schema';

const grid = {
  display: 'grid',
  gap: 3,
  gridTemplateColumns: { xs: '1fr', md: '1fr 1fr' },
} as const;
const LIMIT_HELP = 'Em branco: ilimitado';

/** One form for new and edit: price typed in R$, limits, features; the contract's rules. */
export const PlanForm = ({ record: plan }: { record?: Plan }) => {
  const create = useCreatePlan();
  const update = useUpdatePlan(plan?.id ?? '');
  const form = useForm<PlanFormInput, unknown, PlanFormOutput>({
    resolver: zodResolver(planFormSchema),
    defaultValues: planFormValues(plan),
  });

  const onSubmit = useRecordSubmit(form, {
    save: (values) =>
      plan
        ? update.mutateAsync({ ...values, updatedAt: plan.updatedAt })
        : create.mutateAsync(values),
    saved: plan ? 'Plano atualizado' : 'Plano cadastrado',
    next: () => paths.dashboard.plans.root,
  });

  const { control } = form;
  return (
    <SectionCard title={plan ? 'Dados do plano' : 'Novo plano'}>
      <Form
        form={form}
        onSubmit={onSubmit}
        submitLabel={plan ? 'Salvar alterações' : 'Cadastrar plano'}
      >
        <Box sx={grid}>
          <RhfTextField control={control} name="name" label="Nome" required />
          <RhfMoneyField control={control} name="priceCents" label="Preço por período" required />
          <RhfSelect
            control={control}
            name="interval"
            label="Periodicidade"
            required
            options={optionsOf(PLAN_INTERVAL_LABELS)}
          />
          <RhfTextField
            control={control}
            name="displayOrder"
            label="Ordem de exibição"
            helperText="Menor aparece primeiro na página de planos"
          />
          <RhfTextField
            control={control}
            name="maxOpenProcesses"
            label="Processos seletivos abertos (máximo)"
            helperText={LIMIT_HELP}
          />
          <RhfTextField
            control={control}
            name="maxApplicationsPerProcess"
            label="Candidaturas por processo (máximo)"
            helperText={LIMIT_HELP}
          />
        </Box>
        <RhfTextField
          control={control}
          name="description"
          label="Descrição"
          multiline
          minRows={2}
        />
        <PlanFeaturesField control={control} error={form.formState.errors.features?.message} />
      </Form>
    </SectionCard>
  );
};
