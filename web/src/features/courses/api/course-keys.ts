/** Query keys for the courses feature; invalidate by these prefixes. */
export const courseKeys = {
  all: ['courses'] as const,
  lists: () => [...courseKeys.all, 'list'] as const,
  list: (category: string | null) => [...courseKeys.lists(), { category }] as const,
  details: () => [...courseKeys.all, 'detail'] as const,
  detail: (slug: string) => [...courseKeys.details(), slug] as const,
  progresses: () => [...courseKeys.all, 'progress'] as const,
  progress: (slug: string) => [...courseKeys.progresses(), slug] as const,
  ofVideo: (videoId: string) => [...courseKeys.all, 'of-video', videoId] as const,
  moderation: () => [...courseKeys.all, 'moderation'] as const,
  moderationList: (status: string | null) => [...courseKeys.moderation(), 'list', { status }] as const,
  moderationDetail: (slug: string) => [...courseKeys.moderation(), 'detail', slug] as const,
  history: (slug: string) => [...courseKeys.moderation(), 'history', slug] as const,
};
