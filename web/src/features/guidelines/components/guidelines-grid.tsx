import { Search } from 'lucide-react';
import { useId, useState } from 'react';

import { Button } from '@/components/ui/button';
import { LoadMoreSentinel } from '@/components/ui/load-more-sentinel';
import { Spinner } from '@/components/ui/spinner';
import { StatusMessage } from '@/components/ui/status-message';

import { useGuidelines } from '../api/get-guidelines';

import { filterGuidelines } from './filter-guidelines';
import { GuidelineCard } from './guideline-card';

/** Guideline videos with a search box that filters the loaded cards as the reader types. */
export function GuidelinesGrid() {
  const guidelines = useGuidelines();
  const [query, setQuery] = useState('');
  const searchId = useId();

  const searchBox = (
    <div className="relative max-w-md">
      <label htmlFor={searchId} className="sr-only">
        Search guideline videos
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
        placeholder="Search by title, description or category"
        className="w-full rounded-lg border border-border bg-card py-2 pr-3 pl-9 text-sm text-card-foreground placeholder:text-muted-foreground"
      />
    </div>
  );

  if (guidelines.isPending) {
    return (
      <>
        {searchBox}
        <Spinner label="Loading guideline videos…" />
      </>
    );
  }
  if (guidelines.isError && !guidelines.isFetchNextPageError) {
    return (
      <StatusMessage role="alert" title="We couldn't load the guideline videos">
        <p>{guidelines.error.message}</p>
        <Button variant="outline" onClick={() => void guidelines.refetch()}>
          Try again
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
        {searching ? `${matches.length} guideline ${matches.length === 1 ? 'video matches' : 'videos match'}` : ''}
      </p>
      {matches.length === 0 ? (
        <p className="py-12 text-center text-muted-foreground">No guideline videos found.</p>
      ) : (
        <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
          {matches.map((video) => (
            <li key={video.video_id}>
              <GuidelineCard video={video} />
            </li>
          ))}
        </ul>
      )}
      {guidelines.isFetchingNextPage && <Spinner label="Loading more guideline videos…" />}
      {guidelines.isFetchNextPageError && (
        <StatusMessage role="alert" title="We couldn't load more guideline videos">
          <p>{guidelines.error?.message}</p>
          <Button variant="outline" onClick={() => void guidelines.fetchNextPage()}>
            Try again
          </Button>
        </StatusMessage>
      )}
      {guidelines.hasNextPage && !guidelines.isFetching && !guidelines.isFetchNextPageError && (
        <LoadMoreSentinel onVisible={() => void guidelines.fetchNextPage()} />
      )}
    </>
  );
}
