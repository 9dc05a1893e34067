/** Query keys for the videos feature; invalidate by these prefixes. */
export const videoKeys = {
  all: ['videos'] as const,
  approved: (categories: readonly string[]) => [...videoKeys.all, 'approved', { categories }] as const,
  detail: (videoId: string) => [...videoKeys.all, 'detail', videoId] as const,
};
