/** Query keys for the users feature. */
export const userKeys = {
  all: ['admin-users'] as const,
  page: (q: string, page: number) => [...userKeys.all, 'page', { q, page }] as const,
};
