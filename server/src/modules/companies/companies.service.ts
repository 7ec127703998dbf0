import { and, asc, eq, inArray, or, sql } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import {
  COMPANY_LIFECYCLE,
  COMPANY_SECTOR_LABELS,
  COMPANY_SIZE_LABELS,
  companyRowSchema,
  type Company,
  type CompanyCreate,
  type CompanyExportQuery,
  type CompanyRow,
  type CompanySort,
  type CompanyStatusBody,
  type CompanyValues,
  type CompanyValuesBody,
  type CompanyBulkStatusBody,
} from '@hub/contract/companies';
import { formatCep, formatCnpj, formatPhone } from '@hub/contract/br';
import type { BulkResult, BulkStatusResult, BulkStatusUndoBody } from '@hub/contract/bulk';
import type { Deps } from '../../deps';
import type { Db } from '../../db/client';
import { companies, companyValuesAnswers, valuesTestItems } from '../../db/schema/index';
import { recordAudit } from '../../lib/audit';
import { missingIds, runBulk, selectBulkRows } from '../../lib/bulk';
import type { CsvColumn } from '../../lib/csv';
import { AppError } from '../../lib/errors';
import { escapeHtml } from '../../lib/html';
import type { SortExpression } from '../../lib/listing';
import { replaceLogo } from '../../lib/logos';
import { enqueueMail } from '../../lib/outbox/mails';
import { scopeOf } from '../../lib/permissions';
import { iso } from '../../lib/records';
import { defineResource } from '../../lib/resource';
import { companyInScope } from '../../lib/scope';
import type { UniqueRule } from '../../lib/unique';
import { processesWithValues, rescoreProcesses } from '../selective-processes/assessments/rescore.service';
import { CompanyErrors } from './companies.errors';
import { COMPANY_SEARCH, companiesMatching, companyFilters } from './companies.filters';

type StoredCompany = typeof companies.$inferSelect;

/** The columns the registry's list reads: the contract row's fields, each a column of the table. */
const LISTED = Object.keys(companyRowSchema.shape) as (keyof CompanyRow)[];

const toCompanyRow = (row: Pick<StoredCompany, keyof CompanyRow>): CompanyRow => ({
  ...row,
  sector: row.sector as Company['sector'],
  uf: row.uf as Company['uf'],
  status: row.status as Company['status'],
  createdAt: iso(row.createdAt),
  updatedAt: iso(row.updatedAt),
});

export const toCompany = (row: StoredCompany): Company => ({
  ...row,
  ...toCompanyRow(row),
  size: row.size as Company['size'],
  statusChangedAt: iso(row.statusChangedAt),
});

const SORTS: Record<CompanySort, SortExpression> = {
  legalName: companies.legalName,
  tradeName: sql`coalesce(${companies.tradeName}, '')`,
  cnpj: companies.cnpj,
  email: companies.email,
  city: sql`coalesce(${companies.city}, '')`,
  uf: sql`coalesce(${companies.uf}, '')`,
  sector: sql`coalesce(${companies.sector}, '')`,
  status: companies.status,
  createdAt: companies.createdAt,
  updatedAt: companies.updatedAt,
};

const COMPANY_CSV: CsvColumn<StoredCompany>[] = [
  { header: 'Razão social', value: (row) => row.legalName },
  { header: 'Nome fantasia', value: (row) => row.tradeName },
  { header: 'CNPJ', value: (row) => formatCnpj(row.cnpj) },
  { header: 'Email', value: (row) => row.email },
  { header: 'Telefone', value: (row) => (row.phone ? formatPhone(row.phone) : null) },
  { header: 'Site', value: (row) => row.website },
  {
    header: 'Setor',
    value: (row) =>
      row.sector ? COMPANY_SECTOR_LABELS[row.sector as keyof typeof COMPANY_SECTOR_LABELS] : null,
  },
  {
    header: 'Porte',
    value: (row) =>
      row.size ? COMPANY_SIZE_LABELS[row.size as keyof typeof COMPANY_SIZE_LABELS] : null,
  },
  { header: 'CEP', value: (row) => (row.cep ? formatCep(row.cep) : null) },
  { header: 'Logradouro', value: (row) => row.street },
  { header: 'Número', value: (row) => row.number },
  { header: 'Complemento', value: (row) => row.complement },
  { header: 'Bairro', value: (row) => row.district },
  { header: 'Cidade', value: (row) => row.city },
  { header: 'UF', value: (row) => row.uf },
  { header: 'Contato', value: (row) => row.contactName },
  { header: 'Status', value: (row) => COMPANY_LIFECYCLE.labels[row.status as Company['status']] },
  { header: 'Motivo do status', value: (row) => row.statusReason },
  { header: 'Cadastrada em', value: (row) => row.createdAt },
];

export const companyResource = defineResource({
  table: companies,
  entity: 'companies',
  label: companies.legalName,
  notFound: CompanyErrors.notFound,
  toAnswer: toCompany,
  list: {
    sorts: SORTS,
    search: COMPANY_SEARCH,
    filters: (query: CompanyExportQuery) => companyFilters(query),
    scope: companyInScope,
    columns: LISTED,
    toRow: toCompanyRow,
    keptCount: true,
  },
  csv: { file: 'empresas', columns: COMPANY_CSV },
  lifecycle: COMPANY_LIFECYCLE,
  unique: (input: CompanyCreate): UniqueRule[] => [
    {
      index: 'companies_cnpj_unique',
      where: eq(companies.cnpj, input.cnpj),
      error: CompanyErrors.cnpjTaken,
    },
    {
      index: 'companies_email_unique',
      where: sql`lower(${companies.email}) = ${input.email.toLowerCase()}`,
      error: CompanyErrors.emailTaken,
    },
  ],
});

const findRow = (db: Db, id: string): Promise<StoredCompany> => companyResource.find(db, id);

/** A company's status move; approval (pending → active) enqueues its mail in the move's transaction. */
const moveCompany = (deps: Deps, request: FastifyRequest, id: string, body: CompanyStatusBody) =>
  companyResource.changeStatus(deps.db, request, id, body, async (tx, from) => {
    if (from === 'pending' && body.status === 'active') await enqueueApprovalMail(tx, id);
  });

export const changeCompanyStatus = async (
  deps: Deps,
  request: FastifyRequest,
  id: string,
  body: CompanyStatusBody,
): Promise<Company> => (await moveCompany(deps, request, id, body)).answer;

/**
 * The same move for many companies, each on its own (its own transaction, audit and approval mail);
 * answers the changes made, which `undoBulkCompanyStatus` puts back.
 */
export const bulkChangeCompanyStatus = async (
  deps: Deps,
  request: FastifyRequest,
  body: CompanyBulkStatusBody,
): Promise<BulkStatusResult> => {
  const { ids, filter } = body.selection;
  const rows = await selectBulkRows(
    deps.db,
    { table: companies, id: companies.id, label: companies.legalName, order: companies.legalName },
    { ids, where: filter && companiesMatching(filter), scope: companyInScope(await scopeOf(deps.db, request)) },
  );
  const changeIds: string[] = [];
  const result = await runBulk(
    rows,
    async (id) => {
      const { changeId } = await moveCompany(deps, request, id, { status: body.status, reason: body.reason });
      changeIds.push(changeId);
    },
    { ids: missingIds(ids, rows), message: CompanyErrors.notFound.message },
  );
  return { ...result, changeIds };
};

export const undoBulkCompanyStatus = (
  deps: Deps,
  request: FastifyRequest,
  body: BulkStatusUndoBody,
): Promise<BulkResult> =>
  companyResource.undoStatusChanges(deps.db, request, companies.legalName, body.changeIds);

/** Approval (pending → active) is the moment the company may start using the hub: it is told by mail. */
const enqueueApprovalMail = async (tx: Db, id: string): Promise<void> => {
  const [company] = await tx
    .select({ email: companies.email, legalName: companies.legalName, tradeName: companies.tradeName })
    .from(companies)
    .where(eq(companies.id, id));
  if (!company) return;
  const name = company.tradeName ?? company.legalName;
  await enqueueMail(tx, {
    template: 'company-approved',
    to: { name, email: company.email },
    subject: 'Cadastro aprovado no Hub de Recrutamento',
    text: `Olá, ${name}!\n\nO cadastro da sua empresa no Hub de Recrutamento foi aprovado. A partir de agora vocês já podem abrir processos seletivos e encontrar profissionais registrados no conselho.\n\nEquipe do Hub de Recrutamento`,
    html: `<p>Olá, ${escapeHtml(name)}!</p><p>O cadastro da sua empresa no Hub de Recrutamento foi <strong>aprovado</strong>. A partir de agora vocês já podem abrir processos seletivos e encontrar profissionais registrados no conselho.</p><p>Equipe do Hub de Recrutamento</p>`,
  });
};

export const uploadCompanyLogo = (
  deps: Deps,
  request: FastifyRequest,
  id: string,
): Promise<{ logoUrl: string }> => replaceLogo(deps, request, companyResource.declaration, id);

export const getCompanyValues = async (db: Db, id: string): Promise<CompanyValues> => {
  await findRow(db, id);
  const rows = await db
    .select({
      valueId: valuesTestItems.id,
      valueName: valuesTestItems.name,
      score: companyValuesAnswers.score,
      answeredAt: companyValuesAnswers.answeredAt,
    })
    .from(valuesTestItems)
    .leftJoin(
      companyValuesAnswers,
      and(
        eq(companyValuesAnswers.valueId, valuesTestItems.id),
        eq(companyValuesAnswers.companyId, id),
      ),
    )
    .where(or(eq(valuesTestItems.active, true), sql`${companyValuesAnswers.score} IS NOT NULL`))
    .orderBy(asc(valuesTestItems.position), asc(valuesTestItems.name));
  const answered = rows.flatMap((row) => (row.answeredAt ? [row.answeredAt.getTime()] : []));
  return {
    answers: rows.map((row) => ({
      valueId: row.valueId,
      valueName: row.valueName,
      score: row.score,
    })),
    answeredAt: answered.length ? new Date(Math.max(...answered)).toISOString() : null,
  };
};

/** Replaces the company's answers with the ones sent (values left out are cleared). */
export const saveCompanyValues = async (
  db: Db,
  request: FastifyRequest,
  id: string,
  body: CompanyValuesBody,
): Promise<CompanyValues> => {
  const before = await getCompanyValues(db, id);
  const ids = body.answers.map((answer) => answer.valueId);
  const known = await db
    .select({ id: valuesTestItems.id })
    .from(valuesTestItems)
    .where(and(inArray(valuesTestItems.id, ids), eq(valuesTestItems.active, true)));
  if (known.length !== ids.length) throw new AppError(CompanyErrors.unknownValues);
  await db.transaction(async (tx) => {
    await tx.delete(companyValuesAnswers).where(eq(companyValuesAnswers.companyId, id));
    await tx.insert(companyValuesAnswers).values(
      body.answers.map((answer) => ({
        companyId: id,
        valueId: answer.valueId,
        score: answer.score,
      })),
    );
    await recordAudit(tx, request, {
      action: 'values-test.answer',
      entity: 'companies',
      entityId: id,
      before: before.answers,
      after: body.answers,
    });
  });
  // The values fit of the company's candidates is measured against this profile.
  await rescoreProcesses(db, await processesWithValues(db, id));
  return getCompanyValues(db, id);
};
