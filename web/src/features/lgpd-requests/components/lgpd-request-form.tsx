import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useForm, type Control } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { formatCpf } from '@hub/contract/br';
import { optionsOf } from '@hub/contract/fields';
import { councilDay } from '@hub/contract/calendar';
import {
  LGPD_CHANNEL_LABELS,
  LGPD_OPEN_STATUSES,
  LGPD_REQUEST_LIFECYCLE,
  LGPD_RIGHT_LABELS,
  RIGHTS_BY_CPF,
  lgpdRequestInputSchema,
  lgpdRequestUpdateSchema,
  type LgpdRequest,
  type LgpdRequestInput,
  type LgpdRequestUpdateInput,
} from '@hub/contract/lgpd-requests';
import { RhfDateField } from '../../../components/form/date-input';
import { Form } from '../../../components/form/form';
import { RhfMaskedField } from '../../../components/form/rhf-masked-field';
import { RhfSelect } from '../../../components/form/rhf-select';
import { RhfTextField } from '../../../components/form/rhf-text-field';
import { useRecordSubmit } from '../../../components/form/use-record-submit';
import { SectionCard } from '../../../components/section-card';
import { paths } from '../../../routes/paths';
import { useCreateLgpdRequest, useUpdateLgpdRequest } from '../api/lgpd-requests';

const grid = { display: 'grid', gap: 3, gridTemplateColumns: { xs: '1fr', md: '1fr 1fr' } };

type Fields = Omit<LgpdRequestUpdateInput, 'updatedAt'>;

const valuesOf = (request?: LgpdRequest): Fields => ({
  channel: request?.channel ?? 'email',
  right: request?.right ?? 'acesso',
  identityCheck: request?.identityCheck ?? '',
  details: request?.details ?? '',
  receivedOn: request?.receivedOn ?? councilDay(),
});

/**
 * The fields a new request and an edit share (the professional is chosen once, by CPF). Both
 * forms hold these fields under the same names; react-hook-form's Control is invariant in them.
 */
/** The rights offered: a review (art. 20) is registered on its application and stays one. */
const rightOptions = (review: boolean) =>
  review
    ? [{ value: 'revisao', label: LGPD_RIGHT_LABELS.revisao }]
    : optionsOf(LGPD_RIGHT_LABELS).filter((option) => (RIGHTS_BY_CPF as readonly string[]).includes(option.value));

const RequestFields = <Values extends Fields>({ control: held, review = false }: { control: Control<Values>; review?: boolean }) => {
  const control = held as unknown as Control<Fields>;
  return (
  <>
    <Box sx={grid}>
      <RhfSelect control={control} name="right" label="Direito pedido" required options={rightOptions(review)} />
      <RhfSelect control={control} name="channel" label="Canal" required options={optionsOf(LGPD_CHANNEL_LABELS)} />
      <RhfDateField control={control} name="receivedOn" label="Recebida em" required helperText="O prazo de resposta é de 15 dias a partir desta data" />
    </Box>
    <RhfTextField
      control={control}
      name="identityCheck"
      label="Como a identidade foi confirmada"
      required
      helperText="Por exemplo: documento com foto conferido por videochamada"
    />
    <RhfTextField control={control} name="details" label="O que o titular pediu" multiline minRows={3} />
  </>
  );
};

const NewRequestForm = () => {
  const create = useCreateLgpdRequest();
  const form = useForm({
    resolver: zodResolver(lgpdRequestInputSchema),
    defaultValues: { cpf: '', ...valuesOf(), right: 'acesso' } satisfies LgpdRequestInput,
  });
  const onSubmit = useRecordSubmit(form, {
    save: (values) => create.mutateAsync(values),
    saved: 'Solicitação registrada',
    next: (saved) => paths.dashboard.lgpdRequests.view(saved.id),
  });
  return (
    <SectionCard title="Nova solicitação">
      <Form form={form} onSubmit={onSubmit} submitLabel="Registrar solicitação">
        <Box sx={grid}>
          <RhfMaskedField control={form.control} name="cpf" label="CPF do profissional" mask={formatCpf} required />
        </Box>
        <RequestFields control={form.control} />
      </Form>
    </SectionCard>
  );
};

const EditRequestForm = ({ request }: { request: LgpdRequest }) => {
  const update = useUpdateLgpdRequest(request.id);
  const form = useForm({
    resolver: zodResolver(lgpdRequestUpdateSchema),
    defaultValues: { ...valuesOf(request), updatedAt: request.updatedAt } satisfies LgpdRequestUpdateInput,
  });
  const onSubmit = useRecordSubmit(form, {
    save: (values) => update.mutateAsync(values),
    saved: 'Solicitação atualizada',
    next: () => paths.dashboard.lgpdRequests.view(request.id),
  });
  return (
    <SectionCard title={`Solicitação de ${request.candidateName}`}>
      <Form form={form} onSubmit={onSubmit} submitLabel="Salvar alterações">
        <RequestFields control={form.control} review={request.right === 'revisao'} />
      </Form>
    </SectionCard>
  );
};

const ClosedRequest = ({ request }: { request: LgpdRequest }) => (
  <SectionCard title={`Solicitação de ${request.candidateName}`}>
    <Typography variant="body2">
      {`Esta solicitação está ${LGPD_REQUEST_LIFECYCLE.labels[request.status].toLowerCase()} e não muda mais.`}
    </Typography>
  </SectionCard>
);

/** One form for new and edit: a new request finds the professional by CPF; a closed one is not edited. */
export const LgpdRequestForm = ({ record }: { record?: LgpdRequest }) => {
  if (!record) return <NewRequestForm />;
  return (LGPD_OPEN_STATUSES as readonly string[]).includes(record.status) ? (
    <EditRequestForm request={record} />
  ) : (
    <ClosedRequest request={record} />
  );
};
