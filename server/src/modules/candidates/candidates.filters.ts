import { and, eq, inArray, or, type SQL } from 'drizzle-orm';
import type { CandidateExportQuery } from '@hub/contract/candidates';
import { isDocumentKey } from '@hub/contract/personal-data';
import { candidates, candidateWordStarts } from '../../db/schema/index';
import {
  createdBetween,
  escapeLike,
  ilikeUnaccented,
  matching,
  nameFound,
  startsWith,
  textFound,
  type ListSearch,
  type SearchTerms,
} from '../../lib/listing';

/** What selects professionals: the list's filters and search key, without its order. */
export type CandidateFilters = Omit<CandidateExportQuery, 'sort' | 'order'>;

/**
 * What a key of digits finds: the start of the CPF (with or without punctuation) or of the
 * registration number. Such a key is a document being typed; a name holds no digits, and the
 * emails holding three of them are thousands of professionals (decision 045).
 */
const documentFound = (terms: SearchTerms): SQL | undefined =>
  or(
    startsWith(candidates.cpf, terms.compactText),
    startsWith(candidates.registrationNumber, terms.upperText),
  );

/**
 * What finds a professional besides the name: by a key of digits, the
 * documents; by any other, the email or the start of the registration number.
 */
const foundBesidesName = (terms: SearchTerms, form: string): SQL | undefined =>
  form === 'cpf'
    ? documentFound(terms)
    : or(
        textFound(candidates.email, terms),
        startsWith(candidates.registrationNumber, terms.upperText),
      );

/**
 * `key` matches a fragment of the name or email or the start of the registration number; a key of
 * several words, each of them at the start of a word of the name, in any order (lib/listing.ts
 * nameFound); a key of digits, the start of the CPF or of the registration number.
 */
export const CANDIDATE_SEARCH: ListSearch = {
  formOf: (key) => (isDocumentKey(key.text) ? 'cpf' : 'text'),
  condition: (terms, form) =>
    form === 'cpf'
      ? documentFound(terms)
      : or(nameFound(candidates.nameFolded, terms), foundBesidesName(terms, form)),
  wordStarts: { table: candidateWordStarts, sort: candidates.name },
  manyMatches: true,
  plannedForEveryValue: ['cpf'],
};

export const candidateFilters = (query: CandidateFilters): SQL | undefined =>
  and(
    query.ids ? inArray(candidates.id, query.ids) : undefined,
    query.status ? eq(candidates.status, query.status) : undefined,
    query.registrationStatus
      ? eq(candidates.registrationStatus, query.registrationStatus)
      : undefined,
    query.uf ? eq(candidates.uf, query.uf) : undefined,
    query.city ? ilikeUnaccented(candidates.city, escapeLike(query.city)) : undefined,
    query.area ? eq(candidates.area, query.area) : undefined,
    query.educationLevel ? eq(candidates.educationLevel, query.educationLevel) : undefined,
    createdBetween(candidates.createdAt, query),
  );

/** The professionals the filters and key select: the same condition for the list, its CSV and a message's audience. */
export const candidatesMatching = (query: CandidateFilters): SQL | undefined =>
  matching(CANDIDATE_SEARCH, query.key, candidateFilters(query));
