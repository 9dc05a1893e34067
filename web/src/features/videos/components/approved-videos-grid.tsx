import { Button } from '@/components/ui/button';
import { LoadMoreSentinel } from '@/components/ui/load-more-sentinel';
import { Spinner } from '@/components/ui/spinner';
import { StatusMessage } from '@/components/ui/status-message';

import { useApprovedVideos } from '../api/get-approved-videos';

import { VideoCard } from './video-card';

type ApprovedVideosGridProps = {
  categories: readonly string[];
  /** Where a card leads, e.g. `(id) => '/watch_home/' + id`. */
  watchPath: (videoId: string) => string;
};

/** A 1/2/3-column grid of approved videos that loads the next page as the reader nears the end. */
export function ApprovedVideosGrid({ categories, watchPath }: ApprovedVideosGridProps) {
  const videos = useApprovedVideos(categories);

  if (videos.isPending) return <Spinner label="Loading videos…" />;
  if (videos.isError && !videos.isFetchNextPageError) {
    return (
      <StatusMessage role="alert" title="We couldn't load the videos">
        <p>{videos.error.message}</p>
        <Button variant="outline" onClick={() => void videos.refetch()}>
          Try again
        </Button>
      </StatusMessage>
    );
  }
  if (videos.data.length === 0) {
    return (
      <StatusMessage title="No videos yet">
        <p>Approved videos will appear here once moderators have reviewed them.</p>
      </StatusMessage>
    );
  }

  return (
    <>
      <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
        {videos.data.map((video) => (
          <li key={video.video_id}>
            <VideoCard video={video} to={watchPath(video.video_id)} />
          </li>
        ))}
      </ul>
      {videos.isFetchingNextPage && <Spinner label="Loading more videos…" />}
      {videos.isFetchNextPageError && (
        <StatusMessage role="alert" title="We couldn't load more videos">
          <p>{videos.error?.message}</p>
          <Button variant="outline" onClick={() => void videos.fetchNextPage()}>
            Try again
          </Button>
        </StatusMessage>
      )}
      {videos.hasNextPage && !videos.isFetching && !videos.isFetchNextPageError && (
        <LoadMoreSentinel onVisible={() => void videos.fetchNextPage()} />
      )}
    </>
  );
}
