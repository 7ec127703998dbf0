import type { Db } from '../../../db/client';
import { selectRankedPlaces, type RankedPlace, type Ranking } from './ranking';

/**
 * A process's ranking held in memory by each instance (decision 035): every application's place,
 * read once per version of the process's applications (application_versions, kept by triggers)
 * and ranking (the assessments the process uses and the weights). The ranked table's and the
 * board's pages are then chosen here, and only their rows read from the database: scoring and
 * ranking a process of 20,000 applications took each request 60 to 100 ms of SQL.
 */

/**
 * The places an instance holds at most, over every process: about 315 bytes each with every order
 * sorted (measured on seed:large's process of 20,000), so about 32 MB.
 */
export const MAX_HELD_PLACES = 100_000;

/** What a process's places were read at: another version or ranking reads them again. */
const stateOf = (processId: string, version: string, ranking: Ranking): string =>
  JSON.stringify([processId, version, ranking.used, ranking.weights]);

/** The orders the ranked table and the board read places in: a sort and its direction. */
export type PlaceOrder =
  | 'weightedScore desc'
  | 'weightedScore asc'
  | 'createdAt asc'
  | 'createdAt desc'
  | 'updatedAt asc'
  | 'updatedAt desc'
  /** The board's: the best score first, ties by id ascending. */
  | 'board';

const byId = (left: RankedPlace, right: RankedPlace): number =>
  left.id < right.id ? -1 : left.id > right.id ? 1 : 0;

/** The weighted score in a direction, nulls last, then the id in a direction (as the SQL orders). */
const byScore =
  (scoreSign: 1 | -1, idSign: 1 | -1) =>
  (left: RankedPlace, right: RankedPlace): number => {
    if (left.weightedScore !== right.weightedScore) {
      if (left.weightedScore === null) return 1;
      if (right.weightedScore === null) return -1;
      return scoreSign * (left.weightedScore - right.weightedScore);
    }
    return idSign * byId(left, right);
  };

const byPlace =
  (column: 'createdOrder' | 'updatedOrder', sign: 1 | -1) =>
  (left: RankedPlace, right: RankedPlace): number =>
    sign * (left[column] - right[column]);

const COMPARATORS: Record<Exclude<PlaceOrder, 'weightedScore desc'>, (left: RankedPlace, right: RankedPlace) => number> = {
  'weightedScore asc': byScore(1, 1),
  'createdAt asc': byPlace('createdOrder', 1),
  'createdAt desc': byPlace('createdOrder', -1),
  'updatedAt asc': byPlace('updatedOrder', 1),
  'updatedAt desc': byPlace('updatedOrder', -1),
  board: byScore(-1, 1),
};

/** The board's columns: each stage's first cards and its total, and every card in one list. */
export type BoardPlaces = {
  stages: Map<string, { places: RankedPlace[]; total: number }>;
  cards: RankedPlace[];
};

/** A process's places, and what is derived from them (an order, a board) made once, when first asked for. */
export class HeldRanking {
  readonly #orders = new Map<PlaceOrder, readonly RankedPlace[]>();
  readonly #boards = new Map<string, BoardPlaces>();

  /** `places`: in the ranked order (weighted score descending, nulls last, id descending). */
  constructor(readonly places: readonly RankedPlace[]) {
    this.#orders.set('weightedScore desc', places);
  }

  ordered(order: PlaceOrder): readonly RankedPlace[] {
    const known = this.#orders.get(order);
    if (known) return known;
    const sorted = [...this.places].sort(COMPARATORS[order as Exclude<PlaceOrder, 'weightedScore desc'>]);
    this.#orders.set(order, sorted);
    return sorted;
  }

  /**
   * The board's first `perStage` cards of every stage, best score first, and each stage's total for
   * one status (the active cards are those in play: the hired among them, who are the hiring
   * stage's).
   */
  board(status: string, perStage: number, only?: ReadonlySet<string>): BoardPlaces {
    // Only the places among `only` (the late ones): a filter of the moment, never kept.
    const key = only ? undefined : `${status} ${perStage}`;
    const known = key && this.#boards.get(key);
    if (known) return known;
    const stages = new Map<string, { places: RankedPlace[]; total: number }>();
    for (const place of this.ordered('board')) {
      if (place.status !== status && !(status === 'active' && place.status === 'hired')) continue;
      if (only && !only.has(place.id)) continue;
      const stage = stages.get(place.stageId) ?? { places: [], total: 0 };
      if (stage.places.length < perStage) stage.places.push(place);
      stage.total += 1;
      stages.set(place.stageId, stage);
    }
    const board = { stages, cards: [...stages.values()].flatMap((stage) => stage.places) };
    if (key) this.#boards.set(key, board);
    return board;
  }
}

type Held = { state: string; ranking: HeldRanking };

type Holder = {
  /** By process, the least recently read first. */
  held: Map<string, Held>;
  size: number;
  /** The reads under way, by state: fifty requests after a change read the places once. */
  reading: Map<string, Promise<HeldRanking>>;
};

const holders = new WeakMap<Db, Holder>();

const holderOf = (db: Db): Holder => {
  const known = holders.get(db);
  if (known) return known;
  const holder: Holder = { held: new Map(), size: 0, reading: new Map() };
  holders.set(db, holder);
  return holder;
};

const forget = (holder: Holder, processId: string): void => {
  const held = holder.held.get(processId);
  if (!held) return;
  holder.held.delete(processId);
  holder.size -= held.ranking.places.length;
};

const keep = (holder: Holder, processId: string, held: Held, limit: number): void => {
  forget(holder, processId);
  if (held.ranking.places.length > limit) return;
  holder.held.set(processId, held);
  holder.size += held.ranking.places.length;
  for (const [oldest] of holder.held) {
    if (holder.size <= limit) break;
    forget(holder, oldest);
  }
};

/**
 * Every application of the process as the ranking places it, as of `version` of its
 * applications: held when that version and ranking were read before, else read (once for
 * concurrent requests) and kept while the instance holds no more than `limit` places.
 */
export const rankedPlaces = async (
  db: Db,
  processId: string,
  version: string,
  ranking: Ranking,
  limit = MAX_HELD_PLACES,
): Promise<HeldRanking> => {
  const holder = holderOf(db);
  const state = stateOf(processId, version, ranking);
  const held = holder.held.get(processId);
  if (held?.state === state) {
    // Read again: the most recently read is the last to be forgotten.
    holder.held.delete(processId);
    holder.held.set(processId, held);
    return held.ranking;
  }
  const under = holder.reading.get(state);
  if (under) return under;
  const reading = selectRankedPlaces(db, processId, ranking)
    .then((places) => {
      const ranking = new HeldRanking(places);
      keep(holder, processId, { state, ranking }, limit);
      return ranking;
    })
    .finally(() => holder.reading.delete(state));
  holder.reading.set(state, reading);
  return reading;
};

/** The places the instance holds (for its tests). */
export const heldPlaces = (db: Db): number => holderOf(db).size;

export type PlaceFilters = {
  stageId?: string | undefined;
  candidateId?: string | undefined;
  status?: string | undefined;
  flagged?: boolean | undefined;
  /** Only these applications (the late ones). */
  ids?: ReadonlySet<string> | undefined;
};

const filtered = (filters: PlaceFilters): boolean =>
  filters.stageId !== undefined ||
  filters.candidateId !== undefined ||
  filters.status !== undefined ||
  filters.flagged !== undefined ||
  filters.ids !== undefined;

const matches = (place: RankedPlace, filters: PlaceFilters): boolean =>
  (filters.stageId === undefined || place.stageId === filters.stageId) &&
  (filters.candidateId === undefined || place.candidateId === filters.candidateId) &&
  (filters.status === undefined || place.status === filters.status) &&
  (filters.flagged === undefined || place.flagged === filters.flagged) &&
  (filters.ids === undefined || filters.ids.has(place.id));

/** One page of the ranked table in `order`, and how many places match its filters. */
export const placesPage = (
  ranking: HeldRanking,
  order: Exclude<PlaceOrder, 'board'>,
  query: PlaceFilters & { limit: number; offset: number },
): { places: RankedPlace[]; total: number } => {
  const ordered = ranking.ordered(order);
  const matching = filtered(query) ? ordered.filter((place) => matches(place, query)) : ordered;
  return {
    places: matching.slice(query.offset, query.offset + query.limit),
    total: matching.length,
  };
};
