import type { VideoPage } from '@focustube/contracts';
import { useQueryClient, type InfiniteData } from '@tanstack/react-query';
import { useReducer } from 'react';

import { apiGet } from '@/lib/api-client';
import { useLiveEvents } from '@/lib/use-live-events';

import { approvedVideosPath } from '../api/get-approved-videos';
import { videoKeys } from '../api/video-keys';
import type { ListFilter } from '../lib/list-from-url';

import { LIST_EVENTS, liveEffect, newVideosReducer } from './live-list';

/** Drops videos from every cached page of one list. */
export function withoutVideos(data: InfiniteData<VideoPage> | undefined, videoIds: readonly string[]) {
  if (!data) return data;
  const gone = new Set(videoIds);
  return {
    ...data,
    pages: data.pages.map((page) => ({ ...page, results: page.results.filter((v) => !gone.has(v.video_id)) })),
  };
}

/**
 * Keeps one list in step with moderation: removed videos leave at once, newly approved ones are
 * counted for a "N new videos" button, and after a reconnect the list is fetched again. Mount it afresh
 * (a React key) when the filter changes.
 */
export function useLiveList(filter: ListFilter, shownIds: ReadonlySet<string>) {
  const queryClient = useQueryClient();
  const [newIds, dispatch] = useReducer(newVideosReducer, []);
  const queryKey = videoKeys.approved(filter);

  useLiveEvents(LIST_EVENTS, (event) => {
    const effect = liveEffect(event, filter);
    switch (effect.kind) {
      case 'added':
        dispatch({ type: 'added', videoIds: effect.videoIds, shown: shownIds });
        break;
      case 'maybe-added':
        // Its first page tells which videos are new by those not shown yet: a list opened at a later page
        // (`?page=3`) shows none of them, so there a bulk approval is not counted.
        if (filter.page && filter.page > 1) break;
        void apiGet<VideoPage>(approvedVideosPath(filter))
          .then((page) => dispatch({ type: 'added', videoIds: page.results.map((v) => v.video_id), shown: shownIds }))
          .catch(() => undefined);
        break;
      case 'removed':
        queryClient.setQueryData<InfiniteData<VideoPage>>(queryKey, (data) => withoutVideos(data, effect.videoIds));
        dispatch({ type: 'removed', videoIds: effect.videoIds });
        break;
      case 'refetch':
        dispatch({ type: 'cleared' });
        void queryClient.invalidateQueries({ queryKey });
        break;
    }
  });

  const showNewVideos = () => {
    dispatch({ type: 'cleared' });
    window.scrollTo({ top: 0, behavior: 'smooth' });
    void queryClient.refetchQueries({ queryKey, exact: true });
  };

  const newCount = newIds.filter((id) => !shownIds.has(id)).length;
  return { newCount, showNewVideos };
}
