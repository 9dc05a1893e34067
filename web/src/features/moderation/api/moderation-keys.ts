/** Query keys for the moderation feature; invalidate by these prefixes. */
export const moderationKeys = {
  all: ['moderation'] as const,
  pending: () => [...moderationKeys.all, 'pending'] as const,
  approved: () => [...moderationKeys.all, 'approved'] as const,
  dustbin: () => [...moderationKeys.all, 'dustbin'] as const,
  counts: () => [...moderationKeys.all, 'counts'] as const,
  history: (videoId: string) => [...moderationKeys.all, 'history', videoId] as const,
};
