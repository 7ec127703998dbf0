import { and, eq, inArray, or, type SQL } from 'drizzle-orm';
import type { CompanyExportQuery } from '@hub/contract/companies';
import { companies, companyWordFragments, companyWordPairs } from '../../db/schema/index';
import {
  createdBetween,
  escapeLike,
  ilikeUnaccented,
  matching,
  mayStartCnpj,
  nameFound,
  startsWith,
  textFound,
  type ListSearch,
  type SearchTerms,
} from '../../lib/listing';

/** What selects companies: the list's filters and search key, without its order. */
export type CompanyFilters = Omit<CompanyExportQuery, 'sort' | 'order'>;

/** What finds a company besides its names: the email, or the start of the CNPJ. */
const foundBesidesNames = (terms: SearchTerms, form: string): SQL | undefined =>
  or(
    textFound(companies.email, terms),
    form === 'cnpj' ? startsWith(companies.cnpj, terms.compactText) : undefined,
  );

/** What the word pairs and fragments of a company are drawn from and ordered by, and what else finds it. */
const byNames = {
  sort: companies.legalName,
  names: [companies.legalNameFolded, companies.tradeNameFolded],
  besides: foundBesidesNames,
};

/** `key` matches a fragment of the names or email, or the start of the CNPJ typed with or without punctuation. */
export const COMPANY_SEARCH: ListSearch = {
  formOf: (key) => (mayStartCnpj(key) ? 'cnpj' : 'text'),
  condition: (terms, form) =>
    or(
      nameFound(companies.legalNameFolded, terms),
      nameFound(companies.tradeNameFolded, terms),
      foundBesidesNames(terms, form),
    ),
  wordPairs: { table: companyWordPairs, ...byNames },
  wordFragments: { table: companyWordFragments, ...byNames },
};

export const companyFilters = (query: CompanyFilters): SQL | undefined =>
  and(
    query.ids ? inArray(companies.id, query.ids) : undefined,
    query.status ? eq(companies.status, query.status) : undefined,
    query.uf ? eq(companies.uf, query.uf) : undefined,
    query.city ? ilikeUnaccented(companies.city, escapeLike(query.city)) : undefined,
    query.sector ? eq(companies.sector, query.sector) : undefined,
    query.size ? eq(companies.size, query.size) : undefined,
    ...createdBetween(companies.createdAt, query),
  );

/** The companies the filters and key select: the same condition for the list, its CSV and a message's audience. */
export const companiesMatching = (query: CompanyFilters): SQL | undefined =>
  matching(COMPANY_SEARCH, query.key, companyFilters(query));
