import { sql, type SQL } from 'drizzle-orm';
import type {
  AudienceBody,
  CompanyRecipientFilters,
  ProfessionalFilters,
} from '@hub/contract/messages';
import { nameFound, searchKey, termsOf, textFound, type SearchTerms } from '../../lib/listing';

/** Where the recipients of a compose come from: columns (id, name, email, phone, channels), table and condition. */
export type RecipientSource = { columns: SQL; from: SQL; where: SQL };

const digits = (value: string): string => value.replace(/\D/g, '');

/** Inclusive day range on created_at, the registry lists' createdFrom / createdTo. */
const createdRange = (column: SQL, from: string | undefined, to: string | undefined): SQL[] => [
  ...(from ? [sql`${column} >= ${from}::date`] : []),
  ...(to ? [sql`${column} < ${to}::date + 1`] : []),
];

const professionalConditions = (filters: ProfessionalFilters): SQL[] => {
  const conditions: SQL[] = [];
  if (filters.status) conditions.push(sql`c.status = ${filters.status}`);
  if (filters.registrationStatus)
    conditions.push(sql`c.registration_status = ${filters.registrationStatus}`);
  if (filters.uf) conditions.push(sql`c.uf = ${filters.uf}`);
  if (filters.city) conditions.push(sql`lower(c.city) = lower(${filters.city})`);
  if (filters.area) conditions.push(sql`c.area = ${filters.area}`);
  if (filters.educationLevel) conditions.push(sql`c.education_level = ${filters.educationLevel}`);
  conditions.push(...createdRange(sql`c.created_at`, filters.createdFrom, filters.createdTo));
  const search = searchKey(filters.key);
  if (search) {
    const terms = termsOf(search);
    const keyDigits = digits(search.text);
    conditions.push(
      sql`(${nameFound(sql`c.name_folded`, terms)} OR ${textFound(sql`c.email`, terms)} OR c.registration_number LIKE ${terms.upperStart}${
        keyDigits ? sql` OR c.cpf LIKE ${`${keyDigits}%`}` : sql``
      })`,
    );
  }
  return conditions;
};

/** A company found by a search key: by its legal or trade name, or its email. */
const companyFound = (terms: SearchTerms): SQL =>
  sql`${nameFound(sql`co.legal_name_folded`, terms)} OR ${nameFound(sql`co.trade_name_folded`, terms)} OR ${textFound(sql`co.email`, terms)}`;

const companyConditions = (filters: CompanyRecipientFilters): SQL[] => {
  const conditions: SQL[] = [];
  if (filters.status) conditions.push(sql`co.status = ${filters.status}`);
  if (filters.uf) conditions.push(sql`co.uf = ${filters.uf}`);
  if (filters.city) conditions.push(sql`lower(co.city) = lower(${filters.city})`);
  if (filters.sector) conditions.push(sql`co.sector = ${filters.sector}`);
  if (filters.size) conditions.push(sql`co.size = ${filters.size}`);
  conditions.push(...createdRange(sql`co.created_at`, filters.createdFrom, filters.createdTo));
  const search = searchKey(filters.key);
  if (search) {
    const terms = termsOf(search);
    const cnpj = search.text.toUpperCase().replace(/[^0-9A-Z]/g, '');
    conditions.push(
      sql`(${companyFound(terms)}${cnpj ? sql` OR co.cnpj LIKE ${`${cnpj}%`}` : sql``})`,
    );
  }
  return conditions;
};

const idIn = (column: SQL, ids: string[]): SQL =>
  sql`${column} IN (${sql.join(
    ids.map((id) => sql`${id}::uuid`),
    sql`, `,
  )})`;

/**
 * Anonymised professionals and inactive companies never receive messages; professionals receive
 * only on the channels their notification preferences allow.
 */
export const recipientSource = (body: AudienceBody): RecipientSource => {
  if (body.typeUser === 1) {
    const { audience } = body;
    const conditions = [sql`c.status <> 'anonymized'`];
    if (audience.kind === 'filtered') conditions.push(...professionalConditions(audience.filters));
    if (audience.kind === 'chosen') conditions.push(idIn(sql`c.id`, audience.ids));
    return {
      columns: sql`c.id, c.name, c.email, c.phone, array_remove(ARRAY[
        CASE WHEN c.notify_email THEN 'email' END,
        CASE WHEN c.notify_whatsapp THEN 'whatsapp' END,
        CASE WHEN c.notify_in_app THEN 'in_app' END]::text[], NULL)`,
      from: sql`candidates c`,
      where: sql.join(conditions, sql` AND `),
    };
  }
  const { audience } = body;
  const conditions = [sql`co.status <> 'inactive'`];
  if (audience.kind === 'filtered') conditions.push(...companyConditions(audience.filters));
  if (audience.kind === 'chosen') conditions.push(idIn(sql`co.id`, audience.ids));
  return {
    columns: sql`co.id, coalesce(co.trade_name, co.legal_name), co.email, co.phone, ARRAY['email', 'whatsapp', 'in_app']::text[]`,
    from: sql`companies co`,
    where: sql.join(conditions, sql` AND `),
  };
};

/** People to pick from when composing to chosen recipients: found as the registry lists find them. */
export const recipientOptionsSql = (typeUser: 1 | 2, key: string | undefined): SQL => {
  const search = searchKey(key);
  const terms = search && termsOf(search);
  if (typeUser === 1) {
    const found = terms
      ? sql`AND (${nameFound(sql`c.name_folded`, terms)} OR ${textFound(sql`c.email`, terms)})`
      : sql``;
    return sql`SELECT c.id, c.name, c.email FROM candidates c
      WHERE c.status <> 'anonymized' ${found} ORDER BY c.name LIMIT 20`;
  }
  const found = terms ? sql`AND (${companyFound(terms)})` : sql``;
  return sql`SELECT co.id, coalesce(co.trade_name, co.legal_name) AS name, co.email FROM companies co
    WHERE co.status <> 'inactive' ${found} ORDER BY 2 LIMIT 20`;
};
