import type { History } from '@focustube/contracts';
import { queryOptions } from '@tanstack/react-query';

import { authRequest } from '@/lib/session';

import { moderationKeys } from './moderation-keys';

export type HistoryEntry = History['results'][number];

export const getHistoryQueryOptions = (videoId: string) =>
  queryOptions({
    queryKey: moderationKeys.history(videoId),
    queryFn: ({ signal }) => authRequest<History>(`/api/videos/${encodeURIComponent(videoId)}/history/`, { signal }),
    staleTime: 0,
  });
