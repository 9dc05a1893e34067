import { queryOptions, useQuery } from '@tanstack/react-query';

import { apiGet } from '@/lib/api-client';

/** The footer's contact details (GET /api/site/). */
export type SiteInfo = { contact_email: string; contact_phone: string };

export function getSiteInfo(signal?: AbortSignal): Promise<SiteInfo> {
  return apiGet<SiteInfo>('/api/site/', { signal });
}

export const getSiteInfoQueryOptions = () =>
  queryOptions({
    queryKey: ['site'] as const,
    queryFn: ({ signal }) => getSiteInfo(signal),
    staleTime: Infinity,
  });

export function useSiteInfo() {
  return useQuery(getSiteInfoQueryOptions());
}
