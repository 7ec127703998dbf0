import { and, eq, inArray, or, type SQL } from 'drizzle-orm';
import type { CompanyExportQuery } from '@hub/contract/companies';
import { companies, companyWordFragments } from '../../db/schema/index';
import {
  cnpjSearchForm,
  createdBetween,
  escapeLike,
  ilikeUnaccented,
  matching,
  nameFound,
  textFound,
  textsOrCnpjFound,
  type ListSearch,
  type SearchTerms,
} from '../../lib/listing';

/** What selects companies: the list's filters and search key, without its order. */
export type CompanyFilters = Omit<CompanyExportQuery, 'sort' | 'order'>;

/**
 * What finds a company besides its names: the email, or the start of the CNPJ; a whole CPF or CNPJ
 * finds the CNPJ it starts and nothing else (decision 046).
 */
const foundBesidesNames = (terms: SearchTerms, form: string): SQL | undefined =>
  textsOrCnpjFound(companies.cnpj, terms, form, textFound(companies.email, terms));

/**
 * `key` matches a fragment of the names or email, or the start of the CNPJ typed with or without
 * punctuation; a key of several words, each of them at the start of a word of one of the names, in
 * any order; a whole CPF or CNPJ, only the CNPJ it starts.
 */
export const COMPANY_SEARCH: ListSearch = {
  formOf: cnpjSearchForm,
  condition: (terms, form) =>
    textsOrCnpjFound(
      companies.cnpj,
      terms,
      form,
      or(
        nameFound(companies.legalNameFolded, terms),
        nameFound(companies.tradeNameFolded, terms),
        textFound(companies.email, terms),
      ),
    ),
  wordFragments: {
    table: companyWordFragments,
    sort: companies.legalName,
    besides: foundBesidesNames,
  },
  plannedForEveryValue: ['document'],
};

export const companyFilters = (query: CompanyFilters): SQL | undefined =>
  and(
    query.ids ? inArray(companies.id, query.ids) : undefined,
    query.status ? eq(companies.status, query.status) : undefined,
    query.uf ? eq(companies.uf, query.uf) : undefined,
    query.city ? ilikeUnaccented(companies.city, escapeLike(query.city)) : undefined,
    query.sector ? eq(companies.sector, query.sector) : undefined,
    query.size ? eq(companies.size, query.size) : undefined,
    createdBetween(companies.createdAt, query),
  );

/** The companies the filters and key select: the same condition for the list, its CSV and a message's audience. */
export const companiesMatching = (query: CompanyFilters): SQL | undefined =>
  matching(COMPANY_SEARCH, query.key, companyFilters(query));
