import type { channelFetchIntoCategoryQuerySchema } from '@focustube/contracts';
import { useMutation } from '@tanstack/react-query';
import type { z } from 'zod';

import { authRequest } from '@/lib/session';

import type { JobAccepted } from './save-video';

export type ChannelFetchInput = Pick<
  z.infer<typeof channelFetchIntoCategoryQuerySchema>,
  'channel_id' | 'max_results' | 'category'
>;

/** Queues an import of a channel's newest videos; with a category they go to that category's queue. */
export function fetchChannelVideos({ channel_id, max_results, category }: ChannelFetchInput) {
  const query = new URLSearchParams({ channel_id, max_results: String(max_results) });
  if (category) query.set('category', category);
  const path = category ? '/api/fetch-youtube-videos/' : '/api/fetch-videos/';
  return authRequest<JobAccepted>(`${path}?${query}`);
}

export const useFetchChannelVideos = () => useMutation({ mutationFn: fetchChannelVideos });
