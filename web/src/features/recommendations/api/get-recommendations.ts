import type { Recommendations } from '@focustube/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';

import { apiGet } from '@/lib/api-client';
import { authRequest, useSession } from '@/lib/session';

/** Per member (or "visitor"), so one account's recommendations are never shown to another in the same tab. */
export const recommendationKeys = {
  all: ['recommendations'] as const,
  list: (who: number | 'visitor', after: string | null, limit: number) =>
    [...recommendationKeys.all, { who, after, limit }] as const,
};

export function recommendationsPath(after: string | null, limit: number) {
  const query = new URLSearchParams({ limit: String(limit) });
  if (after) query.set('after', after);
  return `/api/recommendations/?${query}`;
}

export const getRecommendationsQueryOptions = (who: number | 'visitor', after: string | null, limit: number) =>
  queryOptions({
    queryKey: recommendationKeys.list(who, after, limit),
    queryFn: ({ signal }) =>
      who === 'visitor'
        ? apiGet<Recommendations>(recommendationsPath(after, limit), { signal })
        : authRequest<Recommendations>(recommendationsPath(after, limit), { signal }),
    staleTime: 60_000,
  });

/**
 * Recommendations for whoever is signed in (or a visitor), fetched in the browser once the session is known:
 * a member's are personal and never part of a server-rendered page.
 */
export function useRecommendations({ after = null, limit = 10 }: { after?: string | null; limit?: number } = {}) {
  const session = useSession();
  const who = session.status === 'signed-in' ? session.user.id : 'visitor';
  return useQuery({
    ...getRecommendationsQueryOptions(who, after, limit),
    enabled: session.status !== 'loading',
  });
}
