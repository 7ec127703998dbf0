import { and, eq, type SQL } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import { z } from 'zod';
import { addBusinessDays, councilDay } from '@hub/contract/calendar';
import {
  INCIDENT_LIFECYCLE,
  INCIDENT_NOTICE_BUSINESS_DAYS,
  type IncidentStatus,
  type SecurityIncident,
  type SecurityIncidentCreate,
  type SecurityIncidentExportQuery,
  type SecurityIncidentUpdate,
} from '@hub/contract/security-incidents';
import type { Db } from '../../db/client';
import { securityIncidents } from '../../db/schema/index';
import { csvDate, type CsvColumn } from '../../lib/csv';
import { AppError } from '../../lib/errors';
import { createdBetween, nameFound, type ListSearch, type SortExpression } from '../../lib/listing';
import { iso } from '../../lib/records';
import { defineResource } from '../../lib/resource';
import { SecurityIncidentErrors } from './security-incidents.errors';

type StoredIncident = typeof securityIncidents.$inferSelect;
type IncidentValues = SecurityIncidentCreate & { noticeDueOn: string };

export const toSecurityIncident = (row: StoredIncident): SecurityIncident => ({
  ...row,
  status: row.status as IncidentStatus,
  overdue: row.status === 'investigating' && row.noticeDueOn < councilDay(),
  notifiedAt: iso(row.notifiedAt),
  statusChangedAt: iso(row.statusChangedAt),
  createdAt: iso(row.createdAt),
  updatedAt: iso(row.updatedAt),
});

const SORTS: Record<SecurityIncidentExportQuery['sort'], SortExpression> = {
  noticeDueOn: securityIncidents.noticeDueOn,
  knownOn: securityIncidents.knownOn,
  title: securityIncidents.title,
  status: securityIncidents.status,
  createdAt: securityIncidents.createdAt,
};

/** `key` matches the title, accents ignored. */
const INCIDENT_SEARCH: ListSearch = {
  formOf: () => 'text',
  condition: (terms) => nameFound(securityIncidents.titleFolded, terms),
};

const filtersOf = (query: SecurityIncidentExportQuery): SQL | undefined =>
  and(
    query.status ? eq(securityIncidents.status, query.status) : undefined,
    createdBetween(securityIncidents.createdAt, query),
  );

const INCIDENT_CSV: CsvColumn<StoredIncident>[] = [
  { header: 'Título', value: (row) => row.title },
  { header: 'Conhecido em', value: (row) => csvDate(row.knownOn) },
  { header: 'Comunicar até', value: (row) => csvDate(row.noticeDueOn) },
  { header: 'Status', value: (row) => INCIDENT_LIFECYCLE.labels[row.status as IncidentStatus] },
  { header: 'Dados afetados', value: (row) => row.dataAffected },
  { header: 'Pessoas afetadas', value: (row) => row.peopleAffected },
  { header: 'Medidas', value: (row) => row.measures },
  { header: 'Descrição', value: (row) => row.description },
];

export const securityIncidentResource = defineResource({
  table: securityIncidents,
  entity: 'security-incidents',
  label: securityIncidents.title,
  notFound: SecurityIncidentErrors.notFound,
  toAnswer: toSecurityIncident,
  list: { sorts: SORTS, search: INCIDENT_SEARCH, filters: filtersOf },
  csv: { file: 'incidentes-de-seguranca', columns: INCIDENT_CSV },
  lifecycle: INCIDENT_LIFECYCLE,
  input: z.custom<IncidentValues>(),
});

const noticeDueOn = (knownOn: string): string => addBusinessDays(knownOn, INCIDENT_NOTICE_BUSINESS_DAYS);

export const createSecurityIncident = (db: Db, request: FastifyRequest, input: SecurityIncidentCreate) =>
  securityIncidentResource.create(db, request, { ...input, noticeDueOn: noticeDueOn(input.knownOn) });

export const updateSecurityIncident = (
  db: Db,
  request: FastifyRequest,
  id: string,
  input: SecurityIncidentUpdate,
) =>
  securityIncidentResource.update(
    db,
    request,
    id,
    { ...input, noticeDueOn: noticeDueOn(input.knownOn) },
    (before) => {
      if (before.status === 'closed') throw new AppError(SecurityIncidentErrors.closed);
    },
  );

/** Moving to 'comunicado' stamps when the ANPD and the subjects were told. */
export const changeSecurityIncidentStatus = async (
  db: Db,
  request: FastifyRequest,
  id: string,
  body: { status: IncidentStatus; reason?: string | undefined },
) =>
  (
    await securityIncidentResource.changeStatus(db, request, id, body, async (tx) => {
      if (body.status === 'notified')
        await tx.update(securityIncidents).set({ notifiedAt: new Date() }).where(eq(securityIncidents.id, id));
    })
  ).answer;
