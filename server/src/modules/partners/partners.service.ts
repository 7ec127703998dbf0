import { and, eq, like, or, sql, type SQL } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import { formatCnpj, formatPhone } from '@hub/contract/br';
import { toPage } from '@hub/contract/common';
import {
  PARTNER_LIFECYCLE,
  type Partner,
  type PartnerCreate,
  type PartnerExportQuery,
  type PartnerListQuery,
  type PartnerPage,
  type PartnerSort,
  type PartnerStatusBody,
  type PartnerUpdate,
} from '@hub/contract/partners';
import type { Deps } from '../../deps';
import type { Db } from '../../db/client';
import { partners } from '../../db/schema/index';
import type { CsvColumn } from '../../lib/csv';
import {
  nameFound,
  textFound,
  createdBetween,
  matching,
  mayStartCnpj,
  selectAll,
  selectPage,
  type ListSearch,
  type SortExpression,
} from '../../lib/listing';
import { replaceLogo } from '../../lib/logos';
import {
  changeRecordStatus,
  findRecord,
  insertRecord,
  iso,
  updateRecord,
  type RecordSpec,
} from '../../lib/records';
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

/** `key` matches a fragment of the name or email, or the start of the CNPJ typed with or without punctuation. */
export const PARTNER_SEARCH: ListSearch = {
  formOf: (key) => (mayStartCnpj(key) ? 'cnpj' : 'text'),
  condition: (terms, form) =>
    or(
      nameFound(partners.nameFolded, terms),
      textFound(partners.email, terms),
      form === 'cnpj' ? like(partners.cnpj, terms.compactStart) : undefined,
    ),
};

const filtersOf = (query: PartnerExportQuery): SQL | undefined =>
  and(
    query.status ? eq(partners.status, query.status) : undefined,
    ...createdBetween(partners.createdAt, query),
  );

export const listPartners = async (db: Db, query: PartnerListQuery): Promise<PartnerPage> => {
  const { rows, total } = await selectPage(db, partners, filtersOf(query), {
    ...query,
    sort: SORTS[query.sort],
    search: PARTNER_SEARCH,
  });
  return toPage(rows.map(toPartner), total, query.page, query.limit);
};

export const partnerBatches = (db: Db, query: PartnerExportQuery) =>
  selectAll(
    db,
    partners,
    matching(PARTNER_SEARCH, query.key, filtersOf(query)),
    SORTS[query.sort],
    query.order,
  );

export const PARTNER_CSV: CsvColumn<PartnerRow>[] = [
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

const spec: RecordSpec<typeof partners, Partner> = {
  table: partners,
  entity: 'partners',
  notFound: PartnerErrors.notFound,
  toAnswer: toPartner,
};

const findRow = (db: Db, id: string): Promise<PartnerRow> => findRecord(db, spec, id);

export const getPartner = async (db: Db, id: string): Promise<Partner> =>
  toPartner(await findRow(db, id));

const uniqueRules = (input: { cnpj: string | null }): UniqueRule[] => [
  {
    index: 'partners_cnpj_unique',
    where: input.cnpj ? eq(partners.cnpj, input.cnpj) : undefined,
    error: PartnerErrors.cnpjTaken,
  },
];

export const createPartner = (
  db: Db,
  request: FastifyRequest,
  input: PartnerCreate,
): Promise<Partner> => insertRecord(db, request, spec, input, uniqueRules(input));

export const updatePartner = (
  db: Db,
  request: FastifyRequest,
  id: string,
  input: PartnerUpdate,
): Promise<Partner> => {
  const { updatedAt, ...values } = input;
  return updateRecord(db, request, spec, { id, updatedAt, values, rules: uniqueRules(values) });
};

export const changePartnerStatus = async (
  db: Db,
  request: FastifyRequest,
  id: string,
  body: PartnerStatusBody,
): Promise<Partner> =>
  (await changeRecordStatus(db, request, spec, PARTNER_LIFECYCLE, id, body)).answer;

export const uploadPartnerLogo = (
  deps: Deps,
  request: FastifyRequest,
  id: string,
): Promise<{ logoUrl: string }> => replaceLogo(deps, request, spec, id);
