import { queryOptions } from '@tanstack/react-query';

import { authRequest } from '@/lib/session';

import { moderationKeys } from './moderation-keys';

export type HistoryEntry = {
  action: string;
  from: string | null;
  to: string | null;
  actor: string | null;
  reason: string | null;
  at: string;
};

export const getHistoryQueryOptions = (videoId: string) =>
  queryOptions({
    queryKey: moderationKeys.history(videoId),
    queryFn: ({ signal }) =>
      authRequest<{ results: HistoryEntry[] }>(`/api/videos/${encodeURIComponent(videoId)}/history/`, { signal }),
    staleTime: 0,
  });
