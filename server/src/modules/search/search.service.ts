import { and, asc, desc, sql, type SQL } from 'drizzle-orm';
import { builtOncePer } from '../../db/prepared';
import { formatCnpj, formatCpf } from '@hub/contract/br';
import { PARTNER_LIFECYCLE } from '@hub/contract/partners';
import { isDocumentKey, maskCpf } from '@hub/contract/personal-data';
import {
  SEARCH_HITS_PER_KIND,
  type MessageSearchHit,
  type SearchAnswer,
  type SearchGroup,
  type SearchHit,
  type SearchKind,
} from '@hub/contract/search';
import { PROCESS_LIFECYCLE, type ProcessStatus } from '@hub/contract/selective-processes';
import type { Db } from '../../db/client';
import {
  candidates,
  companies,
  messages,
  partners,
  selectiveProcesses,
} from '../../db/schema/index';
import { csvDateTime } from '../../lib/csv';
import {
  ilikeUnaccented,
  isWholeDocument,
  nameFound,
  searchKey,
  termsOf,
  textHolds,
  type SearchKey,
} from '../../lib/listing';
import { selectPage } from '../../lib/pages/plan';
import { columnsNamed } from '../../lib/pages/query';
import type { Scope } from '../../lib/permissions';
import { candidateInScope, companyInScope, messageInScope, processInScope } from '../../lib/scope';
import { CANDIDATE_SEARCH } from '../candidates/candidates.filters';
import { COMPANY_SEARCH } from '../companies/companies.filters';
import { PARTNER_SEARCH } from '../partners/partners.service';

/**
 * The first page of each registry's own search, in its default order: the same matching as its
 * list (names without accents, CPF/CNPJ with or without punctuation, registration numbers,
 * emails), the same indexes, and for a key of one or two characters the professionals' word starts.
 * The hits show no total: a search by a name read as a range of keys skips its count.
 */
const firstHits = { page: 1, limit: SEARCH_HITS_PER_KIND, order: 'asc', rowsOnly: true } as const;

const line = (...parts: (string | null | undefined)[]): string | null =>
  parts.filter((part): part is string => Boolean(part)).join(' · ') || null;

const place = (city: string | null, uf: string | null): string | null =>
  city && uf ? `${city}/${uf}` : (city ?? uf);

const COMPANY_FIELDS = columnsNamed(companies, [
  'id',
  'legalName',
  'tradeName',
  'cnpj',
  'city',
  'uf',
]);

const findCompanies = async (db: Db, q: string, scope: Scope): Promise<SearchHit[]> => {
  const { rows } = await selectPage(db, companies, companyInScope(scope), {
    ...firstHits,
    key: q,
    sort: companies.legalName,
    search: COMPANY_SEARCH,
    fields: COMPANY_FIELDS,
  });
  return rows.map((row) => ({
    id: row.id,
    title: row.tradeName ?? row.legalName,
    subtitle: line(formatCnpj(row.cnpj), place(row.city, row.uf)),
  }));
};

const CANDIDATE_FIELDS = columnsNamed(candidates, [
  'id',
  'name',
  'cpf',
  'email',
  'registrationNumber',
]);

/** Whether the CPF is shown whole: asked only when a professional is found (decision 030). */
type SeesPersonalData = () => Promise<boolean>;

const findCandidates = async (
  db: Db,
  q: string,
  scope: Scope,
  seesPersonalData: SeesPersonalData,
): Promise<SearchHit[]> => {
  // A CPF being typed finds nobody for a profile that does not see CPFs: else the hits would tell
  // whom a masked CPF belongs to, a digit at a time (decision 030).
  if (isDocumentKey(q) && !(await seesPersonalData())) return [];
  const { rows } = await selectPage(db, candidates, candidateInScope(scope), {
    ...firstHits,
    key: q,
    sort: candidates.name,
    search: CANDIDATE_SEARCH,
    fields: CANDIDATE_FIELDS,
  });
  const cpfOf = rows.length > 0 && !(await seesPersonalData()) ? maskCpf : formatCpf;
  return rows.map((row) => ({
    id: row.id,
    title: row.name,
    subtitle: line(
      cpfOf(row.cpf),
      row.registrationNumber ? `Registro ${row.registrationNumber}` : row.email,
    ),
  }));
};

const PARTNER_FIELDS = columnsNamed(partners, ['id', 'name', 'cnpj', 'email', 'benefit', 'status']);

const findPartners = async (db: Db, q: string): Promise<SearchHit[]> => {
  const { rows } = await selectPage(db, partners, undefined, {
    ...firstHits,
    key: q,
    sort: partners.name,
    search: PARTNER_SEARCH,
    fields: PARTNER_FIELDS,
  });
  return rows.map((row) => ({
    id: row.id,
    title: row.name,
    subtitle: line(
      row.benefit ?? (row.cnpj ? formatCnpj(row.cnpj) : row.email),
      row.status === 'inactive' ? PARTNER_LIFECYCLE.labels.inactive : null,
    ),
  }));
};

/**
 * The company of each of the five processes found, read after the limit (a join ahead of it
 * walked the companies to match every process the title finds). Written out qualified: Drizzle
 * leaves columns of a single-table select unqualified inside sql``.
 */
const processCompany = sql<string>`(SELECT coalesce(c.trade_name, c.legal_name) FROM companies c WHERE c.id = "selective_processes"."company_id")`;

/** Processes by title, as their list matches it (the list also matches the company's names). */
const findProcesses = async (db: Db, key: SearchKey, scope: Scope): Promise<SearchHit[]> => {
  const rows = await db
    .select({
      id: selectiveProcesses.id,
      title: selectiveProcesses.title,
      status: selectiveProcesses.status,
      companyName: processCompany,
    })
    .from(selectiveProcesses)
    .where(and(nameFound(selectiveProcesses.titleFolded, termsOf(key)), processInScope(scope)))
    .orderBy(asc(selectiveProcesses.title), asc(selectiveProcesses.id))
    .limit(SEARCH_HITS_PER_KIND);
  return rows.map((row) => ({
    id: row.id,
    title: row.title,
    subtitle: line(row.companyName, PROCESS_LIFECYCLE.labels[row.status as ProcessStatus]),
  }));
};

const COUNT = new Intl.NumberFormat('pt-BR');

const recipientsText = (count: number): string =>
  `${COUNT.format(count)} ${count === 1 ? 'destinatário' : 'destinatários'}`;

/**
 * Messages by subject, as the mailbox matches it, newest first: every administrator's, the trash
 * included (a message opens in its mailbox whoever wrote it); to a limited administrator, those
 * their mailbox shows them (decision 029).
 */
const messagesFound = (db: Db, subject: SQL, inScope: SQL | undefined) =>
  db
    .select({
      id: messages.id,
      subject: messages.subject,
      typeUser: messages.typeUser,
      recipientCount: messages.recipientCount,
      isDeleted: messages.isDeleted,
      createdAt: messages.createdAt,
    })
    .from(messages)
    .where(and(subject, inScope))
    .orderBy(desc(messages.createdAt), desc(messages.id))
    .limit(SEARCH_HITS_PER_KIND);

/**
 * Every administrator's search of the mailbox, planned once per connection: a mailbox of thousands
 * is read alike for any key, and planning each key cost more than running it.
 */
const everyMessageFound = builtOncePer((db) =>
  messagesFound(
    db,
    ilikeUnaccented(messages.subject, sql.placeholder('contains')),
    undefined,
  ).prepare('top_bar_messages'),
);

const findMessages = async (
  db: Db,
  key: SearchKey,
  scope: Scope,
  userId: string,
): Promise<MessageSearchHit[]> => {
  // A key of several words finds subjects holding each at a word's start, as the mailbox does:
  // its SQL depends on the words, built for the key.
  const rows =
    scope || key.spaced
      ? await messagesFound(
          db,
          textHolds(messages.subject, termsOf(key)),
          scope ? messageInScope(scope, userId) : undefined,
        )
      : await everyMessageFound(db).execute({ contains: key.contains });
  return rows.map((row) => ({
    id: row.id,
    title: row.subject,
    subtitle: line(
      `Enviada em ${csvDateTime(row.createdAt)}`,
      recipientsText(row.recipientCount),
      row.isDeleted ? 'Na lixeira' : null,
    ),
    typeUser: row.typeUser === 2 ? 2 : 1,
    isDeleted: row.isDeleted,
  }));
};

/** Who searches: their UFs, their id, the kinds their profile shows them, and whether they see CPFs whole. */
export type Searcher = {
  scope: Scope;
  userId: string;
  sees: (kind: SearchKind) => boolean;
  seesPersonalData: SeesPersonalData;
};

/** The kinds whose records carry a CPF or CNPJ. */
const KINDS_WITH_DOCUMENTS: readonly SearchKind[] = ['companies', 'candidates', 'partners'];

/**
 * Every kind the administrator's profile shows them at once, each its first hits; a kind without
 * any is left out. Companies, professionals and processes within the administrator's scope
 * (decision 029). A whole CPF or CNPJ is looked for where documents are: no title or subject holds
 * so many digits (decision 046).
 */
export const globalSearch = async (
  db: Db,
  q: string,
  { scope, userId, sees, seesPersonalData }: Searcher,
): Promise<SearchAnswer> => {
  const key = searchKey(q);
  if (!key) return { groups: [] };
  const documents = isWholeDocument(key);
  const searched = (kind: SearchKind) =>
    sees(kind) && (!documents || KINDS_WITH_DOCUMENTS.includes(kind));
  const [found, candidateHits, processHits, partnerHits, messageHits] = await Promise.all([
    searched('companies') ? findCompanies(db, key.text, scope) : [],
    searched('candidates') ? findCandidates(db, key.text, scope, seesPersonalData) : [],
    searched('selectiveProcesses') ? findProcesses(db, key, scope) : [],
    searched('partners') ? findPartners(db, key.text) : [],
    searched('messages') ? findMessages(db, key, scope, userId) : [],
  ]);
  const groups: SearchGroup[] = [
    { kind: 'companies', hits: found },
    { kind: 'candidates', hits: candidateHits },
    { kind: 'selectiveProcesses', hits: processHits },
    { kind: 'partners', hits: partnerHits },
    { kind: 'messages', hits: messageHits },
  ];
  return { groups: groups.filter((group) => group.hits.length > 0) };
};
