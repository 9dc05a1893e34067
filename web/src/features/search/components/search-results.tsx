import { SEARCH_COUNT_CAP, type Video } from '@focustube/contracts';
import { useCallback, useMemo, useState, type ReactNode } from 'react';

import { Button } from '@/components/ui/button';
import { CardGridSkeleton } from '@/components/ui/card-grid-skeleton';
import { LoadMoreSentinel } from '@/components/ui/load-more-sentinel';
import { KeepLearningLinks } from '@/components/ui/keep-learning-links';
import { NoSuchPage, PageLinks, PageNumber } from '@/components/ui/page-links';
import { Spinner } from '@/components/ui/spinner';
import { StatusMessage } from '@/components/ui/status-message';
import { useHydrated } from '@/lib/hydrated';
import { useT } from '@/lib/i18n';
import { newestFirst } from '@/lib/newest-first';

import { useSearchVideos } from '../api/search-videos';

import { DidYouMean } from './did-you-mean';

type SearchResultsProps = {
  q: string;
  /** The page the results start at (`&page=N`); 1 for the first. */
  page?: number;
  /** Draws one result; `onBestFirst` switches the list to newest first. */
  renderVideo: (video: Video, onBestFirst: () => void) => ReactNode;
};

/**
 * Ranked results for `q` in a card grid; the next page loads near the end of the list or on request, and
 * until the app takes over (or where no script runs) plain links lead to the next and previous pages.
 */
export function SearchResults({ q, page = 1, renderVideo }: SearchResultsProps) {
  const results = useSearchVideos(q, page);
  const hydrated = useHydrated();
  const keep = { q };
  const [sortNewest, setSortNewest] = useState(false);
  const t = useT();
  const countText = (count: number) =>
    count >= SEARCH_COUNT_CAP ? t('search.countCapped', { cap: SEARCH_COUNT_CAP }) : t('search.count', { count });
  const bestFirst = useCallback(() => setSortNewest(true), []);
  const videos = useMemo(() => {
    const ranked = results.data?.videos ?? [];
    return sortNewest ? newestFirst(ranked) : ranked;
  }, [results.data, sortNewest]);

  if (results.isPending)
    return <CardGridSkeleton label={t('search.searching')} gridClassName="grid gap-6 sm:grid-cols-2 lg:grid-cols-3" />;
  if (results.isError && !results.isFetchNextPageError) {
    return (
      <StatusMessage role="alert" title={t('search.failed')}>
        <p>{results.error.message}</p>
        <Button variant="outline" onClick={() => void results.refetch()}>
          {t('common.tryAgain')}
        </Button>
      </StatusMessage>
    );
  }
  if (videos.length === 0 && page > 1) return <NoSuchPage page={page} keep={keep} />;
  if (videos.length === 0) {
    return (
      <StatusMessage title={t('search.noMatch', { q })}>
        <p>{t('search.noMatchBody')}</p>
        {/* Somewhere to go from here. */}
        <KeepLearningLinks />
      </StatusMessage>
    );
  }

  const { didYouMean } = results.data;
  return (
    <div className="flex flex-col gap-6">
      {didYouMean && <DidYouMean typed={q} corrected={didYouMean} />}
      <div className="flex flex-wrap items-center gap-x-4 gap-y-1 text-sm text-muted-foreground">
        <p role="status">{countText(results.data.count)}</p>
        {sortNewest && (
          <p>
            {t('search.newestFirst')}{' '}
            <button
              type="button"
              className="rounded-sm font-medium text-primary underline-offset-4 hover:underline"
              onClick={() => setSortNewest(false)}
            >
              {t('search.backToBest')}
            </button>
          </p>
        )}
      </div>
      {page > 1 && <PageNumber page={page} keep={keep} />}
      <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
        {videos.map((video) => (
          <li key={video.video_id}>{renderVideo(video, bestFirst)}</li>
        ))}
      </ul>
      {results.isFetchingNextPage && <Spinner label={t('search.loadingMore')} />}
      {results.isFetchNextPageError && (
        <StatusMessage role="alert" title={t('search.moreFailed')}>
          <p>{results.error?.message}</p>
          <Button variant="outline" onClick={() => void results.fetchNextPage()}>
            {t('common.tryAgain')}
          </Button>
        </StatusMessage>
      )}
      {!hydrated ? (
        <PageLinks page={page} hasNext={results.hasNextPage} keep={keep} />
      ) : (
        results.hasNextPage &&
        !results.isFetching &&
        !results.isFetchNextPageError && (
          <div className="flex flex-col items-center">
            <LoadMoreSentinel onVisible={() => void results.fetchNextPage()} />
            <Button variant="outline" onClick={() => void results.fetchNextPage()}>
              {t('search.loadMore')}
            </Button>
          </div>
        )
      )}
    </div>
  );
}
