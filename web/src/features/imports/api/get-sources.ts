import type { sourceListSchema } from '@focustube/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { z } from 'zod';

import { authRequest } from '@/lib/session';

import { importKeys } from './import-keys';

export const getSources = (signal?: AbortSignal) =>
  authRequest<z.infer<typeof sourceListSchema>>('/api/sources/', { signal });

export const getSourcesQueryOptions = () =>
  queryOptions({ queryKey: importKeys.sources(), queryFn: ({ signal }) => getSources(signal) });

export const useSources = () => useQuery(getSourcesQueryOptions());
