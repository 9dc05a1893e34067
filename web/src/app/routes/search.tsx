import { sanitizeSearchText, type Video } from '@focustube/contracts';
import { useSearchParams } from 'react-router-dom';

import { PageMeta } from '@/components/seo/page-meta';
import { StatusMessage } from '@/components/ui/status-message';
import { SearchResults } from '@/features/search/components/search-results';
import { VideoCard } from '@/features/videos/components/video-card';

const renderVideo = (video: Video, onBestFirst: () => void) => (
  <VideoCard video={video} to={`/watch/${video.video_id}`} youtubeLink={false} onBestFirst={onBestFirst} />
);

/** /search?q=… : ranked results for the header search. */
export function SearchRoute() {
  const [params] = useSearchParams();
  const q = sanitizeSearchText(params.get('q') ?? '').trim();

  return (
    <div className="flex flex-col gap-6">
      {/* Result pages are endless variations of the lists: search engines should keep the lists themselves. */}
      <PageMeta title={q ? `${q} · Search` : 'Search'} noindex />
      <h1 className="text-2xl font-semibold tracking-tight">
        {q ? (
          <>
            Results for <span className="text-primary">“{q}”</span>
          </>
        ) : (
          'Search'
        )}
      </h1>
      {q ? (
        <SearchResults key={q} q={q} renderVideo={renderVideo} />
      ) : (
        <StatusMessage title="What would you like to learn?">
          <p>Type a topic in the search box above, such as “climate” or “javascript”, and press Enter.</p>
        </StatusMessage>
      )}
    </div>
  );
}
