import { sql, type SQL } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import type { ImportResource } from '@hub/contract/imports';
import { candidates, companies, partners } from '../../db/schema/index';
import type { Scope } from '../../lib/permissions';
import { candidateIdInScope, companyIdInScope } from '../../lib/scope';

/** A registry as an import writes into it: its table, how a row is found, named, and held by others. */
export type ImportTarget = {
  table: typeof candidates | typeof companies | typeof partners;
  /** The audit trail's entity. */
  entity: ImportResource;
  /** The SQL names of the table, its document column and its name column. */
  tableName: string;
  documentColumn: string;
  labelField: 'name' | 'legalName';
  /** Whether the email alone identifies a record (a unique index): partners may share one. */
  emailUnique: boolean;
  /**
   * Records held by others since `since` (an application, a process, a voucher): an undo leaves
   * them, as it leaves a record changed since. `id` and `since` are SQL of the outer query.
   */
  dependantsSince: (id: SQL, since: SQL) => SQL;
  /** The 409 of each unique index, as the registry's form says it. */
  uniqueMessages: Record<string, string>;
  /**
   * A record (`id`, SQL of the outer query) of a limited administrator's scope (decision 029); none
   * for a registry the scope does not limit. The import's author's scope, read by the job itself.
   */
  inScope?: (id: SQL, scope: Scope) => SQL | undefined;
};

export const IMPORT_TARGETS: Record<ImportResource, ImportTarget> = {
  candidates: {
    table: candidates,
    entity: 'candidates',
    tableName: 'candidates',
    documentColumn: 'cpf',
    labelField: 'name',
    emailUnique: true,
    dependantsSince: (id, since) =>
      sql`EXISTS (SELECT 1 FROM applications a WHERE a.candidate_id = ${id} AND a.created_at > ${since})`,
    uniqueMessages: {
      candidates_cpf_unique: 'Já existe um profissional com este CPF',
      candidates_email_unique: 'Já existe um profissional com este email',
      candidates_registration_unique: 'Já existe um profissional com este número de registro',
    },
    inScope: candidateIdInScope,
  },
  companies: {
    table: companies,
    entity: 'companies',
    tableName: 'companies',
    documentColumn: 'cnpj',
    labelField: 'legalName',
    emailUnique: true,
    dependantsSince: (id, since) =>
      sql`(EXISTS (SELECT 1 FROM selective_processes p WHERE p.company_id = ${id} AND p.created_at > ${since})
        OR EXISTS (SELECT 1 FROM subscriptions s WHERE s.company_id = ${id} AND s.created_at > ${since})
        OR EXISTS (SELECT 1 FROM question_sheets q WHERE q.company_id = ${id} AND q.created_at > ${since}))`,
    uniqueMessages: {
      companies_cnpj_unique: 'Já existe uma empresa com este CNPJ',
      companies_email_unique: 'Já existe uma empresa com este email',
    },
    inScope: companyIdInScope,
  },
  partners: {
    table: partners,
    entity: 'partners',
    tableName: 'partners',
    documentColumn: 'cnpj',
    labelField: 'name',
    emailUnique: false,
    dependantsSince: (id, since) =>
      sql`EXISTS (SELECT 1 FROM vouchers v WHERE v.partner_id = ${id} AND v.created_at > ${since})`,
    uniqueMessages: { partners_cnpj_unique: 'Já existe um parceiro com este CNPJ' },
  },
};

/** The table's column of a field of the contract's input (they share their names). */
export const columnOf = (target: ImportTarget, field: string): PgColumn | undefined =>
  (target.table as unknown as Record<string, PgColumn | undefined>)[field];
