import { useMutation } from '@tanstack/react-query';

import { authRequest } from '@/lib/session';

/** The channel that published a video (id or link). */
export const resolveChannelId = (video: string) =>
  authRequest<{ channel_id: string }>(
    `/api/resolve-channel-id-from-video/?${new URLSearchParams({ video_id: video })}`,
  );

export const useResolveChannelId = () => useMutation({ mutationFn: resolveChannelId });
