import type { Progress, Video } from '@focustube/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';

import { authRequest } from '@/lib/session';

import { learningKeys } from './learning-keys';

export type LearningItem = { video: Video; progress: Progress };
export type MyLearning = { continue_learning: LearningItem[]; completed: LearningItem[]; bookmarks: number };

export const getMyLearningQueryOptions = (userId: number) =>
  queryOptions({
    queryKey: learningKeys.overview(userId),
    queryFn: ({ signal }) => authRequest<MyLearning>('/api/my-learning/', { signal }),
    // Progress changes whenever a video plays in another tab; a return visit should show it.
    staleTime: 0,
  });

export const useMyLearning = (userId: number) => useQuery(getMyLearningQueryOptions(userId));
