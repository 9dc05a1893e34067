import type { Video } from '@focustube/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';

import { apiGet } from '@/lib/api-client';

import { videoKeys } from './video-keys';

export function getVideo(videoId: string, signal?: AbortSignal): Promise<Video> {
  return apiGet<Video>(`/api/videos/${encodeURIComponent(videoId)}/`, { signal });
}

export const getVideoQueryOptions = (videoId: string) =>
  queryOptions({
    queryKey: videoKeys.detail(videoId),
    queryFn: ({ signal }) => getVideo(videoId, signal),
  });

export function useVideo(videoId: string) {
  return useQuery(getVideoQueryOptions(videoId));
}
