import { createElement, type ReactNode } from 'react';
import { renderHook } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { MemoryRouter } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import type { z } from 'zod';

/**
 * Every list-backed resource's filters, and the URL parameters it keeps, are parameters of its
 * contract list query: a filter the API does not know would be sent, ignored and shown as applied.
 */
const declarations = import.meta.glob<Record<string, unknown>>('./*/*.resource.tsx', {
  eager: true,
});

type Filter = { name: string } | { from: string; to: string };

type Declared = {
  list?: {
    operation?: { query?: z.ZodType };
    filters?: Filter[];
    /** Filters that need a query of their own (the plans to pick from). */
    useFilters?: () => Filter[];
    filterParams?: readonly string[];
    defaultSort?: string;
  };
};

const resources = Object.entries(declarations).flatMap(([file, exports]) =>
  Object.entries(exports)
    .filter(([name]) => name.endsWith('Resource'))
    .map(([name, value]) => ({ name: `${file} ${name}`, resource: value as Declared })),
);

/** The filters a hook declares, its queries answered with nothing, at a URL without parameters. */
const hookFilters = (useFilters: (() => Filter[]) | undefined): Filter[] => {
  if (!useFilters) return [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async () => Response.json([])),
  );
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  // A hook may read the page's URL too (the chosen process names the stages).
  const wrapper = ({ children }: { children: ReactNode }) =>
    createElement(MemoryRouter, null, createElement(QueryClientProvider, { client }, children));
  const { result, unmount } = renderHook(useFilters, { wrapper });
  const filters = result.current;
  unmount();
  vi.unstubAllGlobals();
  return filters;
};

const queryParams = (schema: z.ZodType | undefined): Set<string> => {
  const shape = (schema as { shape?: Record<string, unknown> } | undefined)?.shape;
  return new Set(Object.keys(shape ?? {}));
};

describe('list filters and the contract', () => {
  it('finds the resources', () => {
    expect(resources.length).toBeGreaterThanOrEqual(10);
  });

  it.each(resources)('$name filters by parameters its list query has', ({ resource }) => {
    const list = resource.list;
    if (!list?.operation) return;
    const known = queryParams(list.operation.query);
    expect(known.size).toBeGreaterThan(0);
    const named = [
      ...[...(list.filters ?? []), ...hookFilters(list.useFilters)].flatMap((filter) =>
        'name' in filter ? [filter.name] : [filter.from, filter.to],
      ),
      ...(list.filterParams ?? []),
    ];
    expect(named.filter((name) => !known.has(name))).toEqual([]);
    if (list.defaultSort) expect(known.has('sort')).toBe(true);
  });
});
