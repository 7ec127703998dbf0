/**
 * What a domain adds to the lists the whole product shares: its group of the API (a tag of the
 * OpenAPI document), its row of the permission matrix, its name in the audit trail, its saved
 * views' key and, for a record with a list, what the every-list test needs to make one. Declared
 * once in the domain's contract file (`partnerDomain` in partners.ts); `npm run gen:index` copies
 * every declaration into domains.generated.ts, from which API_TAGS, PERMISSION_AREAS,
 * AUDIT_ENTITY_NAMES and SAVED_VIEW_LISTS are built. The copy is data, not an import, so those
 * lists do not depend on the domain files that depend on them.
 *
 * `after` places an entry after another of that list (the document's tags, the matrix's rows), the
 * product's own or another domain's; `null` places it first, and without it the entry comes last.
 */
export type DomainDeclaration = {
  tag: { name: string; description: string; after?: string | null };
  area?: {
    name: string;
    label: string;
    /** Completes the refusal message: 'Seu perfil não permite ver <noun>'. */
    noun: string;
    actions: readonly ('ver' | 'editar' | 'status' | 'exportar' | 'massa')[];
    after?: string | null;
  };
  /** The `entity` its audited writes name, and what the trail calls it. */
  audit?: { entity: string; name: string };
  /** Its key in SAVED_VIEW_LISTS. */
  savedViews?: { list: string; after?: string | null };
  /**
   * A record with a list and a CSV: its path, the field holding the name it is searched and sorted
   * by, and a valid create body but for that name (what the every-list test creates); `unique`
   * names the sample's fields no two records may share, each record's written with a prefix of its own.
   */
  list?: {
    path: `/${string}`;
    named: string;
    /** False for a list searched by that name but never sorted by it (vouchers sort by code). */
    sortedByName?: false;
    sample: Record<string, unknown>;
    unique?: readonly string[];
  };
};

const declared = new WeakSet<object>();

/** A domain's declaration, marked for `npm run gen:index` to find among the contract's exports. */
export const defineDomain = <const Domain extends DomainDeclaration>(domain: Domain): Domain => {
  declared.add(domain);
  return domain;
};

export const isDomain = (value: unknown): value is DomainDeclaration =>
  typeof value === 'object' && value !== null && declared.has(value);

/**
 * A shared list: the product's own entries in their order, each declared one after the entry it
 * names, own or declared (in declaration order when several name the same), those after `null`
 * first, the others at the end.
 */
export const withDeclared = <Entry>(
  own: readonly (readonly [string, Entry])[],
  added: readonly { key: string; entry: Entry; after?: string | null }[],
): [string, Entry][] => {
  const placedAfter = (anchor: string | null | undefined): [string, Entry][] =>
    added
      .filter((item) => item.after === anchor)
      .flatMap(({ key, entry }): [string, Entry][] => [[key, entry], ...placedAfter(key)]);
  const keys = new Set([...own.map(([key]) => key), ...added.map(({ key }) => key)]);
  const unknown = added.find((item) => typeof item.after === 'string' && !keys.has(item.after));
  if (unknown)
    throw new Error(`${unknown.key}: 'after: ${unknown.after}' names no entry of the list`);
  const placed = [
    ...placedAfter(null),
    ...own.flatMap(([key, entry]): [string, Entry][] => [[key, entry], ...placedAfter(key)]),
    ...placedAfter(undefined),
  ];
  if (placed.length !== own.length + added.length)
    throw new Error(
      `entries placed after one another in a circle: ${added.map(({ key }) => key).join(', ')}`,
    );
  return placed;
};
