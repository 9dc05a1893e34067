import { learningRoot } from '@/lib/my-list';

/** Query keys for My Learning; per user, so a second account in the same tab never sees the first one's list. */
export const learningKeys = {
  all: learningRoot,
  overview: (userId: number) => [...learningKeys.all, 'overview', { userId }] as const,
  myList: (userId: number) => [...learningKeys.all, 'my-list', { userId }] as const,
};
