import { queryOptions, useQuery } from '@tanstack/react-query';

import { apiGet } from '@/lib/api-client';

export type SiteDetails = { contact_email: string; contact_phone: string };

export const getSiteQueryOptions = () =>
  queryOptions({
    queryKey: ['site'] as const,
    queryFn: ({ signal }) => apiGet<SiteDetails>('/api/site/', { signal }),
    staleTime: Infinity,
  });

/** The team's contact email and phone, as configured on the server. */
export const useSiteDetails = () => useQuery(getSiteQueryOptions());
