import { and, eq, or, sql, type SQL } from 'drizzle-orm';
import { formatCnpj, formatPhone } from '@hub/contract/br';
import {
  PARTNER_LIFECYCLE,
  partnerInputSchema,
  type Partner,
  type PartnerCreate,
  type PartnerExportQuery,
  type PartnerSort,
} from '@hub/contract/partners';
import { partners } from '../../db/schema/index';
import type { CsvColumn } from '../../lib/csv';
import {
  nameFound,
  textFound,
  createdBetween,
  cnpjSearchForm,
  textsOrCnpjFound,
  type ListSearch,
  type SortExpression,
} from '../../lib/listing';
import { iso } from '../../lib/records';
import { defineResource } from '../../lib/resource';
import type { UniqueRule } from '../../lib/unique';
import { PartnerErrors } from './partners.errors';

type PartnerRow = typeof partners.$inferSelect;

export const toPartner = (row: PartnerRow): Partner => ({
  ...row,
  status: row.status as Partner['status'],
  statusChangedAt: iso(row.statusChangedAt),
  createdAt: iso(row.createdAt),
  updatedAt: iso(row.updatedAt),
});

const SORTS: Record<PartnerSort, SortExpression> = {
  name: partners.name,
  cnpj: sql`coalesce(${partners.cnpj}, '')`,
  email: partners.email,
  status: partners.status,
  createdAt: partners.createdAt,
  updatedAt: partners.updatedAt,
};

/**
 * `key` matches a fragment of the name or email, or the start of the CNPJ typed with or without
 * punctuation; a whole CPF or CNPJ, only the CNPJ it starts (decision 046).
 */
export const PARTNER_SEARCH: ListSearch = {
  formOf: cnpjSearchForm,
  condition: (terms, form) =>
    textsOrCnpjFound(
      partners.cnpj,
      terms,
      form,
      or(nameFound(partners.nameFolded, terms), textFound(partners.email, terms)),
    ),
  plannedOnce: true,
};

const filtersOf = (query: PartnerExportQuery): SQL | undefined =>
  and(
    query.status ? eq(partners.status, query.status) : undefined,
    createdBetween(partners.createdAt, query),
  );

const PARTNER_CSV: CsvColumn<PartnerRow>[] = [
  { header: 'Nome', value: (row) => row.name },
  { header: 'CNPJ', value: (row) => (row.cnpj ? formatCnpj(row.cnpj) : null) },
  { header: 'Email', value: (row) => row.email },
  { header: 'Telefone', value: (row) => (row.phone ? formatPhone(row.phone) : null) },
  { header: 'Site', value: (row) => row.website },
  { header: 'Benefício', value: (row) => row.benefit },
  { header: 'Descrição', value: (row) => row.description },
  { header: 'Status', value: (row) => PARTNER_LIFECYCLE.labels[row.status as Partner['status']] },
  { header: 'Cadastrado em', value: (row) => row.createdAt },
];

export const partnerResource = defineResource({
  table: partners,
  entity: 'partners',
  label: partners.name,
  notFound: PartnerErrors.notFound,
  toAnswer: toPartner,
  list: { sorts: SORTS, search: PARTNER_SEARCH, filters: filtersOf },
  csv: { file: 'parceiros', columns: PARTNER_CSV },
  lifecycle: PARTNER_LIFECYCLE,
  input: partnerInputSchema,
  unique: (input: PartnerCreate): UniqueRule[] => [
    {
      index: 'partners_cnpj_unique',
      where: input.cnpj ? eq(partners.cnpj, input.cnpj) : undefined,
      error: PartnerErrors.cnpjTaken,
    },
  ],
});
