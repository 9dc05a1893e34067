import type { Video } from '@focustube/contracts';
import { ArrowUp } from '@/components/ui/icons';
import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useMemo, type ReactNode } from 'react';
import { Link, useLocation, useNavigate, useSearchParams } from 'react-router-dom';

import { Button, buttonClasses } from '@/components/ui/button';
import { CardGridSkeleton } from '@/components/ui/card-grid-skeleton';
import { LoadMoreSentinel } from '@/components/ui/load-more-sentinel';
import { NoSuchPage, PageLinks, PageNumber } from '@/components/ui/page-links';
import { Spinner } from '@/components/ui/spinner';
import { StatusMessage } from '@/components/ui/status-message';
import { ApiError } from '@/lib/api-client';
import { useHydrated } from '@/lib/hydrated';
import { listPageHref } from '@/lib/list-pages';
import { preloadWhenIdle } from '@/lib/preload-when-idle';

import { useApprovedVideos } from '../api/get-approved-videos';
import { videoKeys } from '../api/video-keys';

import type { ListFilter } from '../lib/list-from-url';
import { OrderingToggle } from './ordering-toggle';
import { useLiveList } from '../live/use-live-list';

import { loadCardMenu } from './card-menu-button';
import { VideoCard } from './video-card';
import { useT } from '@/lib/i18n';

type VideoGridProps = {
  filter: ListFilter;
  /** Where a card leads, e.g. `(id) => '/watch_home/' + id`. */
  cardPath: (videoId: string) => string;
  layout?: 'grid' | 'quran';
  youtubeLink?: boolean;
  /**
   * Whether the grid's first picture is the page's largest (default): false where a row or a player
   * comes first, so the pictures the reader sees first are not slowed by ones below the fold.
   */
  leadsPage?: boolean;
  /** What an empty list says under its "No videos yet", e.g. where else to go; a general line by default. */
  empty?: ReactNode;
  /**
   * Plain links to the list's other pages (`?page=N`, which the list's address reads into `filter.page`)
   * until the app takes over: where no script runs, the only way past the first 20 videos.
   */
  pageLinks?: boolean;
};

const columns = {
  grid: 'grid gap-6 sm:grid-cols-2 lg:grid-cols-3',
  quran: 'grid gap-4 sm:grid-cols-2 md:grid-cols-3',
};

/**
 * A list as its URL orders it: "Best First" (a card's menu) lists by quality score, `?ordering=best` in the
 * URL so it survives a reload and the server renders it. The grid and its page's structured data read the
 * same list through this, so the page asks for one list, not two.
 */
export function useListOrdering(baseFilter: ListFilter) {
  const [params, setParams] = useSearchParams();
  const best = params.get('ordering') === 'best';
  const filter = useMemo<ListFilter>(
    () => (best ? { ...baseFilter, ordering: 'best' } : baseFilter),
    [baseFilter, best],
  );
  const setOrdering = useCallback(
    (ordering: 'best' | 'newest') =>
      setParams(
        (current) => {
          const next = new URLSearchParams(current);
          if (ordering === 'best') next.set('ordering', 'best');
          else next.delete('ordering');
          // The other order is another list: it starts from its own first page.
          next.delete('page');
          return next;
        },
        { preventScrollReset: true },
      ),
    [setParams],
  );
  return { filter, best, setOrdering };
}

/**
 * A grid of approved videos that loads the next page as the reader nears the end, and keeps in step
 * with moderation while open. Give it a `key` per filter: a new list starts again from page 1.
 */
export function VideoGrid({
  filter: baseFilter,
  cardPath,
  layout = 'grid',
  youtubeLink = false,
  leadsPage = true,
  empty,
  pageLinks = false,
}: VideoGridProps) {
  const { filter, best, setOrdering } = useListOrdering(baseFilter);
  const videos = useApprovedVideos(filter);
  const shownIds = useMemo(() => new Set(videos.data?.map((v) => v.video_id)), [videos.data]);
  const live = useLiveList(filter, shownIds);
  // The cards' menus open at once when pressed, without weighing on the list's first load.
  useEffect(() => preloadWhenIdle(loadCardMenu), []);
  const bestFirst = useCallback(() => setOrdering('best'), [setOrdering]);
  const shown: Video[] = videos.data ?? [];
  const page = filter.page ?? 1;
  const keep = { ordering: filter.ordering };
  // The server's HTML and the page until the app takes it over show the page links; then scrolling loads more.
  const hydrated = useHydrated();
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const { pathname } = useLocation();
  // Videos approved meanwhile are at the top of the list's first page: a list opened at a later page leads there.
  const showNewVideos =
    page > 1
      ? () => {
          void queryClient.invalidateQueries({ queryKey: videoKeys.approved({ ...filter, page: 1 }), exact: true });
          void navigate(listPageHref(pathname, 1, keep));
        }
      : live.showNewVideos;
  const t = useT();

  if (videos.isPending) return <CardGridSkeleton label={t('list.loading')} gridClassName={columns[layout]} />;
  if (videos.isError && !videos.isFetchNextPageError) {
    if (videos.error instanceof ApiError && videos.error.status === 400) {
      return (
        <StatusMessage title={t('list.noCategory')}>
          <p>{t('list.noCategoryBody')}</p>
          <Link to="/" className={buttonClasses('outline')}>
            {t('list.browseAll')}
          </Link>
        </StatusMessage>
      );
    }
    return (
      <StatusMessage role="alert" title={t('list.loadFailed')}>
        <p>{videos.error.message}</p>
        <Button variant="outline" onClick={() => void videos.refetch()}>
          {t('common.tryAgain')}
        </Button>
      </StatusMessage>
    );
  }

  return (
    <div className="flex flex-col gap-6">
      {/* No height of its own: the button floats over the list instead of pushing it down. */}
      <div className="sticky top-20 z-20 -mb-6 h-0">
        {live.newCount > 0 && (
          <div className="flex justify-center">
            <Button onClick={showNewVideos} className="shadow-lg">
              <ArrowUp aria-hidden="true" className="size-4" />
              {t('list.newVideos', { count: live.newCount })}
            </Button>
          </div>
        )}
      </div>
      {best && <OrderingToggle best={best} onChange={setOrdering} />}
      {page > 1 && shown.length > 0 && <PageNumber page={page} keep={keep} />}
      {shown.length === 0 && page > 1 ? (
        <NoSuchPage page={page} keep={keep} />
      ) : shown.length === 0 ? (
        <StatusMessage title={t('list.empty')}>{empty ?? <p>{t('list.emptyBody')}</p>}</StatusMessage>
      ) : (
        <ul className={columns[layout]}>
          {shown.map((video, index) => (
            <li key={video.video_id}>
              <VideoCard
                video={video}
                // On a slow phone every picture shares the bandwidth: only the first (the page's largest) and
                // the one beside or below it load at once; the browser fetches the rest as they near the screen.
                priority={leadsPage ? (index === 0 ? 'high' : index === 1 ? 'eager' : undefined) : undefined}
                to={cardPath(video.video_id)}
                youtubeLink={youtubeLink}
                onBestFirst={bestFirst}
                compact={layout === 'quran'}
              />
            </li>
          ))}
        </ul>
      )}
      {videos.isFetchingNextPage && <Spinner label={t('list.loadingMore')} />}
      {videos.isFetchNextPageError && (
        <StatusMessage role="alert" title={t('list.moreFailed')}>
          <p>{videos.error?.message}</p>
          <Button variant="outline" onClick={() => void videos.fetchNextPage()}>
            {t('common.tryAgain')}
          </Button>
        </StatusMessage>
      )}
      {!hydrated
        ? pageLinks && shown.length > 0 && <PageLinks page={page} hasNext={videos.hasNextPage} keep={keep} />
        : videos.hasNextPage &&
          !videos.isFetching &&
          !videos.isFetchNextPageError && <LoadMoreSentinel onVisible={() => void videos.fetchNextPage()} />}
    </div>
  );
}
