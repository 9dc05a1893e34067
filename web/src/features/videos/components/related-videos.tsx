import { Link } from 'react-router-dom';

import { Spinner } from '@/components/ui/spinner';

import { useApprovedVideos, WATCH_CATEGORIES } from '../api/get-approved-videos';

import { VideoThumbnail } from './video-thumbnail';

type RelatedVideosProps = {
  currentVideoId: string;
  watchPath: (videoId: string) => string;
};

/** The side list beside the player: the first page of approved videos, without the one playing. */
export function RelatedVideos({ currentVideoId, watchPath }: RelatedVideosProps) {
  const videos = useApprovedVideos(WATCH_CATEGORIES);
  const others = videos.data?.filter((video) => video.video_id !== currentVideoId) ?? [];

  return (
    <section aria-labelledby="related-videos-heading" className="flex flex-col gap-3">
      <h2 id="related-videos-heading" className="font-semibold">
        More videos
      </h2>
      {videos.isPending ? (
        <Spinner label="Loading more videos…" />
      ) : videos.isError ? (
        <p role="alert" className="text-sm text-muted-foreground">
          {videos.error.message}
        </p>
      ) : others.length === 0 ? (
        <p className="text-sm text-muted-foreground">No videos found.</p>
      ) : (
        <ul className="flex flex-col gap-3">
          {others.map((video) => (
            <li key={video.video_id}>
              <Link
                to={watchPath(video.video_id)}
                className="group flex gap-3 rounded-lg p-1 transition-colors hover:bg-muted"
              >
                <VideoThumbnail
                  src={video.thumbnail_url}
                  alt={video.title || 'No Title'}
                  className="w-36 shrink-0 rounded-md sm:w-40"
                />
                <div className="flex min-w-0 flex-col gap-1">
                  <h3 className="line-clamp-2 text-sm font-medium leading-snug group-hover:text-primary">
                    {video.title || 'No Title'}
                  </h3>
                  <p className="truncate text-xs text-muted-foreground">{video.channel_title}</p>
                </div>
              </Link>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
