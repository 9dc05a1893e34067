import type { learningItemSchema, myLearningSchema } from '@focustube/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { z } from 'zod';

import { authRequest } from '@/lib/session';

import { learningKeys } from './learning-keys';

export type LearningItem = z.infer<typeof learningItemSchema>;
export type MyLearning = z.infer<typeof myLearningSchema>;

export const getMyLearningQueryOptions = (userId: number) =>
  queryOptions({
    queryKey: learningKeys.overview(userId),
    queryFn: ({ signal }) => authRequest<MyLearning>('/api/my-learning/', { signal }),
    // Progress changes whenever a video plays in another tab; a return visit should show it.
    staleTime: 0,
  });

export const useMyLearning = (userId: number) => useQuery(getMyLearningQueryOptions(userId));
