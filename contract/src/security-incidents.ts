import { z } from 'zod';
import { councilDay } from './calendar';
import { concurrencySchema } from './common';
import { defineDomain } from './domain';
import {
  dateOnlySchema,
  optionalText,
  requiredText,
  statusBodySchema,
  statusMetaSchema,
  type Lifecycle,
} from './fields';
import { listContract, recordOperations } from './list-resource';
import { defineOperations } from './operation';

/**
 * The security incidents register (Resolução CD/ANPD 15/2024): what happened, the data and people
 * affected, the measures, and the 3-business-day deadline to tell the ANPD and the data subjects
 * (decision 052). Under the DPO desk's permission; never deleted (kept at least 5 years).
 */
export const securityIncidentDomain = defineDomain({
  tag: { name: 'security-incidents', description: 'Incidentes de segurança com dados pessoais (LGPD, art. 48)' },
  audit: { entity: 'security-incidents', name: 'Incidente de segurança' },
  savedViews: { list: 'security-incidents' },
  list: {
    path: '/security-incidents',
    named: 'title',
    sample: {
      description: 'Planilha com dados de profissionais enviada ao destinatário errado',
      knownOn: '2026-01-05',
      dataAffected: 'Nome, email e CPF',
      measures: 'Pedida a exclusão ao destinatário',
    },
  },
});

/** Business days to notify the ANPD and the data subjects, after the day the incident became known. */
export const INCIDENT_NOTICE_BUSINESS_DAYS = 3;

export const INCIDENT_STATUSES = ['investigating', 'notified', 'closed'] as const;
export type IncidentStatus = (typeof INCIDENT_STATUSES)[number];

/** em apuração → comunicado → encerrado; closing without a notice says why (no relevant risk). */
export const INCIDENT_LIFECYCLE: Lifecycle<IncidentStatus> = {
  labels: { investigating: 'Em apuração', notified: 'Comunicado', closed: 'Encerrado' },
  moves: { investigating: ['notified', 'closed'], notified: ['closed'], closed: [] },
  reasonRequired: ['closed'],
  destructive: [],
};

export const securityIncidentSchema = z
  .object({
    id: z.uuid(),
    title: z.string(),
    description: z.string(),
    knownOn: z.string(),
    dataAffected: z.string(),
    peopleAffected: z.number().int().nullable(),
    measures: z.string().nullable(),
    /** The 3rd business day after it became known (national holidays skipped). */
    noticeDueOn: z.string(),
    /** Not yet communicated and past its due date (São Paulo's calendar). */
    overdue: z.boolean(),
    notifiedAt: z.string().nullable(),
    status: z.enum(INCIDENT_STATUSES),
    createdAt: z.string(),
    updatedAt: z.string(),
  })
  .extend(statusMetaSchema.shape);
export type SecurityIncident = z.infer<typeof securityIncidentSchema>;

/** How many people were affected (an estimate), when known. */
export const peopleAffectedSchema = z
  .number({ error: 'Informe um número' })
  .int({ error: 'Informe um número inteiro' })
  .min(0, { error: 'Informe um número maior ou igual a zero' })
  .nullable();

export const securityIncidentInputSchema = z.object({
  title: requiredText('Dê um título ao incidente', 200),
  description: requiredText('Descreva o que aconteceu', 5000),
  knownOn: dateOnlySchema.refine((value) => value <= councilDay(), {
    error: 'A data em que se soube do incidente não pode ser futura',
  }),
  dataAffected: requiredText('Informe os dados pessoais afetados', 1000),
  peopleAffected: peopleAffectedSchema.optional().transform((value) => value ?? null),
  measures: optionalText(5000),
});
export type SecurityIncidentInput = z.input<typeof securityIncidentInputSchema>;
export type SecurityIncidentCreate = z.output<typeof securityIncidentInputSchema>;

export const securityIncidentUpdateSchema = securityIncidentInputSchema.extend(concurrencySchema.shape);
export type SecurityIncidentUpdate = z.output<typeof securityIncidentUpdateSchema>;

export const INCIDENT_SORTS = ['noticeDueOn', 'knownOn', 'title', 'status', 'createdAt'] as const;

const incidentList = listContract({
  row: securityIncidentSchema,
  sorts: INCIDENT_SORTS,
  defaultSort: 'knownOn',
  defaultOrder: 'desc',
  filters: { status: z.enum(INCIDENT_STATUSES, { error: 'Status inválido' }).optional() },
  createdRange: true,
});
export type SecurityIncidentExportQuery = z.infer<typeof incidentList.exportQuery>;

const incident = recordOperations({
  path: securityIncidentDomain.list.path,
  tag: securityIncidentDomain.tag.name,
  area: 'lgpd',
  noun: { one: 'um incidente de segurança', many: 'os incidentes de segurança' },
  row: securityIncidentSchema,
  list: incidentList,
  create: securityIncidentInputSchema,
  update: securityIncidentUpdateSchema,
  status: statusBodySchema(INCIDENT_STATUSES, INCIDENT_LIFECYCLE),
  statusSummary: 'Registra a comunicação à ANPD e aos titulares, ou encerra um incidente (com o motivo)',
});

export const securityIncidentOperations = defineOperations({
  listSecurityIncidents: incident.list,
  exportSecurityIncidents: incident.export,
  createSecurityIncident: incident.create,
  getSecurityIncident: incident.get,
  updateSecurityIncident: incident.update,
  changeSecurityIncidentStatus: incident.changeStatus,
});
