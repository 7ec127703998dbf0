import { inArray, sql, type SQL } from 'drizzle-orm';
import type { AudienceBody } from '@hub/contract/messages';
import { applications, candidates, companies, processStages, selectiveProcesses } from '../../db/schema/index';
import { companyName } from '../message-templates/template-values';
import { CANDIDATE_SEARCH, candidatesMatching } from '../candidates/candidates.filters';
import { COMPANY_SEARCH, companiesMatching } from '../companies/companies.filters';
import { matching } from '../../lib/listing';
import type { Scope } from '../../lib/permissions';
import { applicationInScope, candidateInScope, companyInScope } from '../../lib/scope';

/**
 * Where the recipients of a compose come from: columns (id, name, email, phone, channels), table and
 * condition; `fields` is each one's values of the message fields, as a jsonb expression.
 */
export type RecipientSource = { columns: SQL; fields: SQL; from: SQL; where: SQL };

/**
 * The address a recipient's delivery on channel `ch` goes to, in a statement over recipients `r`
 * and channels `ch`: their phone on WhatsApp, their email otherwise.
 */
export const recipientAddress = sql`CASE WHEN ch = 'whatsapp' THEN r.phone ELSE r.email END`;

const all = (conditions: (SQL | undefined)[]): SQL =>
  sql.join(
    conditions.filter((condition): condition is SQL => condition !== undefined),
    sql` AND `,
  );

/**
 * Anonymised professionals and inactive companies never receive messages; professionals receive
 * only on the channels their notification preferences allow. A filtered audience is selected by
 * the registry lists' own filters and search (candidates.filters.ts, companies.filters.ts), so
 * the count shown beside a list and the recipients of a message are the same rows. A limited
 * administrator's message reaches only the people of their scope (decision 029).
 */
export const recipientSource = (body: AudienceBody, scope: Scope): RecipientSource => {
  if (body.typeUser === 1 && body.audience.kind === 'applications') {
    // One recipient per chosen application: its professional, with the process's company, the
    // process and the stage the application is in as the fields' values (template-values.ts alike).
    return {
      columns: sql`${candidates.id}, ${candidates.name}, ${candidates.email}, ${candidates.phone}, array_remove(ARRAY[
        CASE WHEN ${candidates.notifyEmail} THEN 'email' END,
        CASE WHEN ${candidates.notifyWhatsapp} THEN 'whatsapp' END,
        CASE WHEN ${candidates.notifyInApp} THEN 'in_app' END]::text[], NULL)`,
      fields: sql`jsonb_build_object('nome', ${candidates.name}, 'empresa', ${companyName},
        'processo', ${selectiveProcesses.title}, 'etapa', ${processStages.name})`,
      from: sql`${applications}
        JOIN ${candidates} ON ${candidates.id} = ${applications.candidateId}
        JOIN ${selectiveProcesses} ON ${selectiveProcesses.id} = ${applications.selectiveProcessId}
        JOIN ${companies} ON ${companies.id} = ${selectiveProcesses.companyId}
        JOIN ${processStages} ON ${processStages.id} = ${applications.stageId}`,
      where: all([
        sql`${candidates.status} <> 'anonymized'`,
        inArray(applications.id, body.audience.ids),
        applicationInScope(scope),
      ]),
    };
  }
  if (body.typeUser === 1) {
    const { audience } = body;
    return {
      columns: sql`${candidates.id}, ${candidates.name}, ${candidates.email}, ${candidates.phone}, array_remove(ARRAY[
        CASE WHEN ${candidates.notifyEmail} THEN 'email' END,
        CASE WHEN ${candidates.notifyWhatsapp} THEN 'whatsapp' END,
        CASE WHEN ${candidates.notifyInApp} THEN 'in_app' END]::text[], NULL)`,
      fields: sql`jsonb_build_object('nome', ${candidates.name})`,
      from: sql`${candidates}`,
      where: all([
        sql`${candidates.status} <> 'anonymized'`,
        audience.kind === 'filtered' ? candidatesMatching(audience.filters) : undefined,
        audience.kind === 'chosen' ? inArray(candidates.id, audience.ids) : undefined,
        candidateInScope(scope),
      ]),
    };
  }
  const { audience } = body;
  return {
    columns: sql`${companies.id}, coalesce(${companies.tradeName}, ${companies.legalName}), ${companies.email}, ${companies.phone},
      ARRAY['email', 'whatsapp', 'in_app']::text[]`,
    fields: sql`jsonb_build_object('nome', coalesce(${companies.tradeName}, ${companies.legalName}),
      'empresa', coalesce(${companies.tradeName}, ${companies.legalName}))`,
    from: sql`${companies}`,
    where: all([
      sql`${companies.status} <> 'inactive'`,
      audience.kind === 'filtered' ? companiesMatching(audience.filters) : undefined,
      audience.kind === 'chosen' ? inArray(companies.id, audience.ids) : undefined,
      companyInScope(scope),
    ]),
  };
};

/** People to pick from when composing to chosen recipients: found as the registry lists find them. */
export const recipientOptionsSql = (typeUser: 1 | 2, key: string | undefined, scope: Scope): SQL => {
  if (typeUser === 1) {
    const found = matching(CANDIDATE_SEARCH, key, candidateInScope(scope));
    return sql`SELECT ${candidates.id}, ${candidates.name}, ${candidates.email} FROM ${candidates}
      WHERE ${all([sql`${candidates.status} <> 'anonymized'`, found])} ORDER BY ${candidates.name} LIMIT 20`;
  }
  const found = matching(COMPANY_SEARCH, key, companyInScope(scope));
  return sql`SELECT ${companies.id}, coalesce(${companies.tradeName}, ${companies.legalName}) AS name, ${companies.email} FROM ${companies}
    WHERE ${all([sql`${companies.status} <> 'inactive'`, found])} ORDER BY 2 LIMIT 20`;
};
