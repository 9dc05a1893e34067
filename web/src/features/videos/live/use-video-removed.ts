import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';

import { useLiveEvents } from '@/lib/use-live-events';

import { videoKeys } from '../api/video-keys';

import { LIST_EVENTS } from './live-list';

/** True once moderation takes the video being watched off the site while its page is open (false again if it is put back). */
export function useVideoRemoved(videoId: string): boolean {
  const queryClient = useQueryClient();
  const [removed, setRemoved] = useState(false);

  useLiveEvents(LIST_EVENTS, (event) => {
    if (event.type === 'reconnected') {
      void queryClient.invalidateQueries({ queryKey: videoKeys.detail(videoId) });
      return;
    }
    const ids = event.type === 'video:changed' ? [event.event.video_id] : event.event.video_ids;
    if (!ids.includes(videoId)) return;
    const gone = event.event.to !== 'approved';
    setRemoved(gone);
    // Gone: no copy is kept to show later. Back (restored from the dustbin): read it afresh, as the page
    // asked for it meanwhile and was told it is not there (reset, not kept in error while it loads).
    if (gone) queryClient.removeQueries({ queryKey: videoKeys.detail(videoId) });
    else void queryClient.resetQueries({ queryKey: videoKeys.detail(videoId) });
  });
  return removed;
}
