import { useLocation, useParams } from 'react-router-dom';

import { RelatedVideos } from '@/features/videos/components/related-videos';
import { WatchVideo } from '@/features/videos/components/watch-video';

/** Serves /watch_home/:video_id and /watch/:video_id; the side list stays in the family it was opened from. */
export function WatchRoute() {
  const { video_id: videoId = '' } = useParams();
  const family = useLocation().pathname.split('/')[1];
  const watchPath = (id: string) => `/${family}/${id}`;

  return (
    <div className="grid gap-8 lg:grid-cols-[minmax(0,1fr)_22rem]">
      <WatchVideo key={videoId} videoId={videoId} />
      <aside className="lg:sticky lg:top-24 lg:max-h-[calc(100dvh-8rem)] lg:self-start lg:overflow-y-auto lg:pr-1">
        <RelatedVideos currentVideoId={videoId} watchPath={watchPath} />
      </aside>
    </div>
  );
}
