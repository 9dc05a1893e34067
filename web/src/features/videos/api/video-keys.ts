import type { ListFilter } from '../lib/list-from-url';

/** Query keys for the videos feature; invalidate by these prefixes. */
export const videoKeys = {
  all: ['videos'] as const,
  lists: () => [...videoKeys.all, 'approved'] as const,
  approved: ({ categories, subcategory, ordering, page }: ListFilter) =>
    [
      ...videoKeys.lists(),
      {
        categories: [...categories].sort(),
        subcategory,
        ...(ordering ? { ordering } : {}),
        // A list opened at a later page is another list of pages: its first page is not the list's.
        ...(page && page > 1 ? { page } : {}),
      },
    ] as const,
  detail: (videoId: string) => [...videoKeys.all, 'detail', videoId] as const,
  progress: (videoId: string) => [...videoKeys.all, 'progress', videoId] as const,
};
