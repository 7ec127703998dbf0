import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { z } from 'zod';
import { councilDay } from '@hub/contract/calendar';
import {
  peopleAffectedSchema,
  securityIncidentInputSchema,
  type SecurityIncident,
} from '@hub/contract/security-incidents';
import { RhfDateField } from '../../../components/form/date-input';
import { Form } from '../../../components/form/form';
import { RhfTextField } from '../../../components/form/rhf-text-field';
import { useRecordSubmit } from '../../../components/form/use-record-submit';
import { SectionCard } from '../../../components/section-card';
import { formatDate } from '../../../lib/format';
import { numberInput, optionalIntText } from '../../../lib/form-numbers';
import { useCreateSecurityIncident, useUpdateSecurityIncident } from '../api/security-incidents';
import { securityIncidentsPaths } from '../security-incidents.nav';

/** The contract's input with the number of people typed as text. */
const incidentFormSchema = securityIncidentInputSchema.extend({
  peopleAffected: optionalIntText(peopleAffectedSchema),
});
type IncidentFormInput = z.input<typeof incidentFormSchema>;
type IncidentFormOutput = z.output<typeof incidentFormSchema>;

const valuesOf = (incident?: SecurityIncident): IncidentFormInput => ({
  title: incident?.title ?? '',
  description: incident?.description ?? '',
  knownOn: incident?.knownOn ?? councilDay(),
  dataAffected: incident?.dataAffected ?? '',
  peopleAffected: numberInput(incident?.peopleAffected),
  measures: incident?.measures ?? '',
});

/** One form for new and edit; the notice's deadline follows the day it became known. A closed incident is not edited. */
export const SecurityIncidentForm = ({ record }: { record?: SecurityIncident }) =>
  record?.status === 'closed' ? (
    <SectionCard title="Dados do incidente">
      <Typography variant="body2">{`Incidente encerrado: ${record.statusReason ?? ''}`}</Typography>
    </SectionCard>
  ) : (
    <IncidentForm incident={record} />
  );

const IncidentForm = ({ incident }: { incident?: SecurityIncident }) => {
  const create = useCreateSecurityIncident();
  const update = useUpdateSecurityIncident(incident?.id ?? '');
  const form = useForm<IncidentFormInput, unknown, IncidentFormOutput>({
    resolver: zodResolver(incidentFormSchema),
    defaultValues: valuesOf(incident),
  });
  const onSubmit = useRecordSubmit(form, {
    save: (values) =>
      incident
        ? update.mutateAsync({ ...values, updatedAt: incident.updatedAt })
        : create.mutateAsync(values),
    saved: incident ? 'Incidente atualizado' : 'Incidente registrado',
    next: (saved) => securityIncidentsPaths.edit(saved.id),
  });
  const { control } = form;
  return (
    <SectionCard
      title={incident ? 'Dados do incidente' : 'Novo incidente'}
      description={
        incident
          ? `Comunicar à ANPD e aos titulares até ${formatDate(`${incident.noticeDueOn}T12:00:00`)}.`
          : 'O prazo de comunicação é de 3 dias úteis a partir do dia em que se soube do incidente.'
      }
    >
      <Form form={form} onSubmit={onSubmit} submitLabel={incident ? 'Salvar alterações' : 'Registrar incidente'}>
        <RhfTextField control={control} name="title" label="Título" required />
        <RhfTextField control={control} name="description" label="O que aconteceu" required multiline minRows={3} />
        <Box sx={{ display: 'grid', gap: 3, gridTemplateColumns: { xs: '1fr', md: '1fr 1fr' } }}>
          <RhfDateField control={control} name="knownOn" label="Conhecido em" required />
          <RhfTextField control={control} name="peopleAffected" label="Pessoas afetadas (estimativa)" />
        </Box>
        <RhfTextField control={control} name="dataAffected" label="Dados pessoais afetados" required />
        <RhfTextField control={control} name="measures" label="Medidas tomadas" multiline minRows={2} />
      </Form>
    </SectionCard>
  );
};
