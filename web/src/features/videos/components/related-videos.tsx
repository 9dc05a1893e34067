import { useEffect, useMemo } from 'react';
import { Link } from 'react-router-dom';

import { Button } from '@/components/ui/button';
import { LOAD_MORE_MARGIN_WATCH_PX, LoadMoreSentinel } from '@/components/ui/load-more-sentinel';
import { Spinner } from '@/components/ui/spinner';

import { useApprovedVideos } from '../api/get-approved-videos';
import type { ListFilter } from '../lib/list-from-url';
import { useLiveList } from '../live/use-live-list';

import { VideoThumbnail } from '@/components/ui/video-thumbnail';
import { useT } from '@/lib/i18n';

type RelatedVideosProps = {
  filter: ListFilter;
  currentVideoId: string;
  /** Videos shown just above it (the watch page's "Up next"), left out so none is offered twice. */
  exclude?: ReadonlySet<string>;
  watchPath: (videoId: string) => string;
};

/** The side list beside the player: more of the family's videos, without the one playing, loading on scroll. */
export function RelatedVideos({ filter, currentVideoId, exclude, watchPath }: RelatedVideosProps) {
  const videos = useApprovedVideos(filter);
  const shownIds = useMemo(() => new Set(videos.data?.map((v) => v.video_id)), [videos.data]);
  // Removed videos leave the side list too; new ones are not announced beside a video being watched.
  useLiveList(filter, shownIds);
  const others =
    videos.data?.filter((video) => video.video_id !== currentVideoId && !exclude?.has(video.video_id)) ?? [];
  const t = useT();
  // Everything loaded is already on the page ("Up next" above, or the video itself): read on, and if the
  // family has nothing else, show no second list rather than "No videos found." under a full one.
  const allShownAbove = others.length === 0 && (videos.data?.length ?? 0) > 0;
  const { hasNextPage, isFetchingNextPage, fetchNextPage } = videos;
  useEffect(() => {
    if (allShownAbove && hasNextPage && !isFetchingNextPage) void fetchNextPage({ cancelRefetch: false });
  }, [allShownAbove, hasNextPage, isFetchingNextPage, fetchNextPage]);
  if (allShownAbove && !hasNextPage && !isFetchingNextPage && !videos.isError) return null;

  return (
    <section aria-labelledby="related-videos-heading" className="flex flex-col gap-3">
      <h2 id="related-videos-heading" className="font-semibold">
        {t('list.moreVideos')}
      </h2>
      {videos.isPending ? (
        <Spinner label={t('list.loadingMore')} />
      ) : videos.isError && !videos.isFetchNextPageError ? (
        <div role="alert" className="flex flex-col items-start gap-2 text-sm text-muted-foreground">
          <p>{videos.error.message}</p>
          <Button variant="outline" onClick={() => void videos.refetch()}>
            {t('common.tryAgain')}
          </Button>
        </div>
      ) : others.length === 0 ? (
        <p className="text-sm text-muted-foreground">{t('list.noneFound')}</p>
      ) : (
        <ul className="flex flex-col gap-3">
          {others.map((video) => (
            <li key={video.video_id}>
              <Link
                to={watchPath(video.video_id)}
                className="group flex gap-3 rounded-lg p-1 transition-colors hover:bg-muted"
              >
                <VideoThumbnail
                  videoId={video.video_id}
                  src={video.thumbnail_url}
                  alt=""
                  sizes="160px"
                  className="w-36 shrink-0 rounded-md sm:w-40"
                />
                <div className="flex min-w-0 flex-col gap-1">
                  <h3 className="line-clamp-2 text-sm font-medium leading-snug group-hover:text-primary">
                    {video.title || t('card.noTitle')}
                  </h3>
                  <p className="truncate text-xs text-muted-foreground">{video.channel_title}</p>
                </div>
              </Link>
            </li>
          ))}
        </ul>
      )}
      {videos.isFetchingNextPage && <Spinner label={t('list.loadingMore')} className="py-4" />}
      {videos.isFetchNextPageError && (
        <Button variant="outline" onClick={() => void videos.fetchNextPage()}>
          {t('list.moreFailedRetry')}
        </Button>
      )}
      {videos.hasNextPage && !videos.isFetching && !videos.isFetchNextPageError && (
        <LoadMoreSentinel margin={LOAD_MORE_MARGIN_WATCH_PX} onVisible={() => void videos.fetchNextPage()} />
      )}
    </section>
  );
}
