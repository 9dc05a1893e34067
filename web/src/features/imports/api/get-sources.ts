import { queryOptions, useQuery } from '@tanstack/react-query';

import { authRequest } from '@/lib/session';

import { importKeys } from './import-keys';

/** A channel re-imported on a schedule. */
export type Source = {
  id: number;
  channel_id: string;
  channel_title: string | null;
  assigned_category: string | null;
  subcategory: string | null;
  refresh_pattern: string;
  last_refreshed_at: string | null;
  created_at: string;
};

export const getSources = (signal?: AbortSignal) => authRequest<{ results: Source[] }>('/api/sources/', { signal });

export const getSourcesQueryOptions = () =>
  queryOptions({ queryKey: importKeys.sources(), queryFn: ({ signal }) => getSources(signal) });

export const useSources = () => useQuery(getSourcesQueryOptions());
