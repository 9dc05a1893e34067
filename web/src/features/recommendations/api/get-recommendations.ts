import type { Recommendations } from '@focustube/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';

import { apiGet } from '@/lib/api-client';
import { authRequest, useSession } from '@/lib/session';

/** How many the home page's row and a watch page's "Up next" show. */
export const HOME_ROW_LIMIT = 10;
export const UP_NEXT_LIMIT = 6;

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
export function useRecommendations({
  after = null,
  limit = 10,
  enabled = true,
}: { after?: string | null; limit?: number; enabled?: boolean } = {}) {
  const session = useSession();
  const who = session.status === 'signed-in' ? session.user.id : 'visitor';
  return useQuery({
    ...getRecommendationsQueryOptions(who, after, limit),
    enabled: enabled && session.status !== 'loading',
    // The server's page holds the visitors' row; a member keeps it in place until their own arrives, so
    // nothing below moves. Only a visitor's answer is ever kept, and only for the same video: one member's
    // never shows for another, nor one video's "Up next" beside the next.
    placeholderData: (previous, previousQuery) => {
      const key = previousQuery?.queryKey[1] as { who?: unknown; after?: unknown } | undefined;
      return key?.who === 'visitor' && key.after === after ? previous : undefined;
    },
  });
}

/** The videos a watch page's "Up next" shows (the same answer, from the cache), for lists beside it to leave out. */
export function useUpNextVideoIds(videoId: string): ReadonlySet<string> {
  const results = useRecommendations({ after: videoId, limit: UP_NEXT_LIMIT }).data?.results;
  return useMemo(
    () => new Set(results?.flatMap((item) => (item.type === 'video' ? [item.video.video_id] : []))),
    [results],
  );
}
