import type { ModerationCounts } from '@focustube/contracts';
import { queryOptions } from '@tanstack/react-query';

import { authRequest } from '@/lib/session';

import { moderationKeys } from './moderation-keys';

/** The dashboard header's counts; `queue:counts` events keep them current. */
export const getCountsQueryOptions = () =>
  queryOptions({
    queryKey: moderationKeys.counts(),
    queryFn: ({ signal }) => authRequest<ModerationCounts>('/api/moderation/counts/', { signal }),
    staleTime: 0,
  });
