export const logKeys = {
  all: ['logs'] as const,
  /** One log's list (a kind, or 'audit'); the list adds its query. */
  list: (log: string) => ['logs', log, 'list'] as const,
  process: (processId: string) => ['logs', 'process', processId] as const,
  timeline: (address: string, page: number) => ['logs', 'timeline', address, page] as const,
};
