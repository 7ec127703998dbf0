export const logKeys = {
  all: ['logs'] as const,
  list: (path: string, query: Record<string, unknown>) => ['logs', path, 'list', query] as const,
  timeline: (address: string, page: number) => ['logs', 'timeline', address, page] as const,
};
