import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useEffectEvent, useState } from 'react';

import { subscribeToPublicEvents, type PublicEvent } from '@/lib/socket';

import { videoKeys } from '../api/video-keys';

/** True once moderation takes the video being watched off the site while its page is open. */
export function useVideoRemoved(videoId: string): boolean {
  const queryClient = useQueryClient();
  const [removed, setRemoved] = useState(false);

  const onEvent = useEffectEvent((event: PublicEvent) => {
    if (event.type === 'reconnected') {
      void queryClient.invalidateQueries({ queryKey: videoKeys.detail(videoId) });
      return;
    }
    const ids = event.type === 'video:changed' ? [event.event.video_id] : event.event.video_ids;
    if (!ids.includes(videoId)) return;
    const gone = event.event.to !== 'approved';
    setRemoved(gone);
    if (gone) queryClient.removeQueries({ queryKey: videoKeys.detail(videoId) });
  });

  useEffect(() => subscribeToPublicEvents(onEvent), []);
  return removed;
}
