import { useParams } from 'react-router-dom';

import { WhyFocusTube } from '@/features/videos/components/about-section';
import { ChosenVideo } from '@/features/videos/components/chosen-video';
import { VideoGrid } from '@/features/videos/components/video-grid';
import { HOME_CATEGORIES, watchPath } from '@/features/videos/lib/families';

const HOME_FILTER = { categories: HOME_CATEGORIES, subcategory: null };
const cardPath = (videoId: string) => watchPath('watch_home', videoId);

/** Serves / and /video_input/:id, where a search suggestion's video plays above the list. */
export function HomeRoute() {
  const { id } = useParams();
  return (
    <div className="flex flex-col gap-8">
      {id ? (
        <ChosenVideo key={id} videoId={id} />
      ) : (
        <div className="flex flex-col gap-1">
          <h1 className="text-2xl font-semibold tracking-tight">Learn without the noise</h1>
          <p className="text-muted-foreground">Educational videos, each one approved by a moderator.</p>
        </div>
      )}
      <WhyFocusTube />
      <section aria-labelledby="home-videos-heading" className="flex flex-col gap-4">
        <h2 id="home-videos-heading" className={id ? 'text-xl font-semibold tracking-tight' : 'sr-only'}>
          {id ? 'Suggested Videos' : 'Videos'}
        </h2>
        <VideoGrid filter={HOME_FILTER} cardPath={cardPath} />
      </section>
    </div>
  );
}
