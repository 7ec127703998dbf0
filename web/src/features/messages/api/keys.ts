/** Query keys of the messages feature: mutations invalidate `messageKeys.all`. */
export const messageKeys = {
  all: ['messages'] as const,
  list: (authorId: string, query: Record<string, unknown>) =>
    ['messages', 'list', authorId, query] as const,
  detail: (id: string) => ['messages', 'detail', id] as const,
  labels: ['messages', 'labels'] as const,
  options: (typeUser: number, key: string) =>
    ['messages', 'recipient-options', typeUser, key] as const,
};
