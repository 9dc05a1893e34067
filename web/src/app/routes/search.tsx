import { sanitizeSearchText, type Video } from '@focustube/contracts';
import { useSearchParams } from 'react-router-dom';

import { PageMeta } from '@/components/seo/page-meta';
import { StatusMessage } from '@/components/ui/status-message';
import { SearchResults } from '@/features/search/components/search-results';
import { VideoCard } from '@/features/videos/components/video-card';
import { Message, useT } from '@/lib/i18n';

const renderVideo = (video: Video, onBestFirst: () => void) => (
  <VideoCard video={video} to={`/watch/${video.video_id}`} youtubeLink={false} onBestFirst={onBestFirst} />
);

/** /search?q=… : ranked results for the header search. */
export function SearchRoute() {
  const [params] = useSearchParams();
  const q = sanitizeSearchText(params.get('q') ?? '').trim();
  const t = useT();

  return (
    <div className="flex flex-col gap-6">
      {/* Result pages are endless variations of the lists: search engines should keep the lists themselves. */}
      <PageMeta title={q ? t('search.titleFor', { q }) : t('search.title')} noindex />
      <h1 className="text-2xl font-semibold tracking-tight">
        {q ? (
          <Message id="search.resultsFor" values={{ q }} components={{ 0: <span className="text-primary" /> }} />
        ) : (
          t('search.title')
        )}
      </h1>
      {q ? (
        <SearchResults key={q} q={q} renderVideo={renderVideo} />
      ) : (
        <StatusMessage title={t('search.prompt')}>
          <p>{t('search.promptBody')}</p>
        </StatusMessage>
      )}
    </div>
  );
}
