import { Search } from '@/components/ui/icons';
import { useId, useState } from 'react';

import { Button } from '@/components/ui/button';
import { LoadMoreSentinel } from '@/components/ui/load-more-sentinel';
import { Spinner } from '@/components/ui/spinner';
import { StatusMessage } from '@/components/ui/status-message';
import { useT } from '@/lib/i18n';

import { useGuidelines } from '../api/get-guidelines';

import { filterGuidelines } from './filter-guidelines';
import { GuidelineCard } from './guideline-card';

/** Guideline videos with a search box that filters the loaded cards as the reader types. */
export function GuidelinesGrid() {
  const t = useT();
  const guidelines = useGuidelines();
  const [query, setQuery] = useState('');
  const searchId = useId();

  const searchBox = (
    <div className="relative max-w-md">
      <label htmlFor={searchId} className="sr-only">
        {t('guidelines.searchLabel')}
      </label>
      <Search
        aria-hidden="true"
        className="pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2 text-muted-foreground"
      />
      <input
        id={searchId}
        type="search"
        value={query}
        onChange={(event) => setQuery(event.target.value)}
        placeholder={t('guidelines.searchPlaceholder')}
        className="w-full rounded-lg border border-border bg-card py-2 pr-3 pl-9 text-sm text-card-foreground placeholder:text-muted-foreground"
      />
    </div>
  );

  if (guidelines.isPending) {
    return (
      <>
        {searchBox}
        <Spinner label={t('guidelines.loading')} />
      </>
    );
  }
  if (guidelines.isError && !guidelines.isFetchNextPageError) {
    return (
      <StatusMessage role="alert" title={t('guidelines.loadFailed')}>
        <p>{guidelines.error.message}</p>
        <Button variant="outline" onClick={() => void guidelines.refetch()}>
          {t('common.tryAgain')}
        </Button>
      </StatusMessage>
    );
  }

  const matches = filterGuidelines(guidelines.data, query);
  const searching = query.trim() !== '';

  return (
    <>
      {searchBox}
      <p role="status" className="sr-only">
        {searching ? t('guidelines.matches', { count: matches.length }) : ''}
      </p>
      {matches.length === 0 ? (
        <p className="py-12 text-center text-muted-foreground">{t('guidelines.none')}</p>
      ) : (
        <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
          {matches.map((video) => (
            <li key={video.video_id}>
              <GuidelineCard video={video} />
            </li>
          ))}
        </ul>
      )}
      {guidelines.isFetchingNextPage && <Spinner label={t('guidelines.loadingMore')} />}
      {guidelines.isFetchNextPageError && (
        <StatusMessage role="alert" title={t('guidelines.loadMoreFailed')}>
          <p>{guidelines.error?.message}</p>
          <Button variant="outline" onClick={() => void guidelines.fetchNextPage()}>
            {t('common.tryAgain')}
          </Button>
        </StatusMessage>
      )}
      {guidelines.hasNextPage && !guidelines.isFetching && !guidelines.isFetchNextPageError && (
        <LoadMoreSentinel onVisible={() => void guidelines.fetchNextPage()} />
      )}
    </>
  );
}
