import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import type { ListFilter } from './list-filters';

/** Every feature's resource declarations (a `.resource.tsx` may export several, as the logs do). */
const declared = import.meta.glob<Record<string, unknown>>('../../features/*/*.resource.tsx', {
  eager: true,
});

type Declared = {
  list: {
    operation: { operationId?: string; path: string; query?: z.ZodType };
    filters?: ListFilter[];
  };
};

const isDeclaration = (value: unknown): value is Declared =>
  typeof value === 'object' && value !== null && 'list' in value && 'nav' in value;

const declarations = Object.entries(declared).flatMap(([file, exports]) =>
  Object.values(exports).flatMap((value) =>
    (isDeclaration(value)
      ? [value]
      : typeof value === 'object' && value
        ? Object.values(value)
        : []
    )
      .filter(isDeclaration)
      .map((declaration) => ({ file, declaration })),
  ),
);

const namesOf = (filter: ListFilter): string[] =>
  filter.kind === 'dateRange' ? [filter.from, filter.to] : [filter.name];

describe("a resource's filters", () => {
  it('finds the declarations', () => {
    expect(declarations.length).toBeGreaterThan(10);
  });

  it.each(
    declarations.map(
      ({ file, declaration }) =>
        [
          file.replace('../../features/', ''),
          declaration.list.operation.path,
          declaration,
        ] as const,
    ),
  )(
    '%s (%s): each of its filters names a field of the list operation’s query',
    (_file, _path, { list }) => {
      const shape = (list.operation.query as z.ZodObject | undefined)?.shape ?? {};
      expect(shape).toHaveProperty('page');
      const unknown = (list.filters ?? []).flatMap(namesOf).filter((name) => !(name in shape));
      expect(unknown).toEqual([]);
    },
  );
});
