import type { SiteInfo } from '@focustube/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';

import { apiGet } from './api-client';

/** The team's contact email and phone, as configured on the server (GET /api/site/): the footer and the contact page. */

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
