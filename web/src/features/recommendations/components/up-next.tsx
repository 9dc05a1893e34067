import { UP_NEXT_LIMIT, useRecommendations } from '../api/get-recommendations';

import { RecommendationCard } from './recommendation-card';
import { useT } from '@/lib/i18n';

/**
 * "Up next" at the end of a watch page: the next lesson of a course this video is in, more from its channel
 * and subject, then (for a member) what their own history suggests, each saying why. Shown once loaded;
 * nothing when there is nothing to suggest.
 */
export function UpNext({
  videoId,
  watchPath,
  limit = UP_NEXT_LIMIT,
}: {
  videoId: string;
  watchPath?: (videoId: string) => string;
  limit?: number;
}) {
  const recommendations = useRecommendations({ after: videoId, limit });
  const results = recommendations.data?.results ?? [];
  const t = useT();
  if (results.length === 0) return null;
  return (
    <section aria-labelledby="up-next-heading" className="mb-6 flex flex-col gap-3">
      <h2 id="up-next-heading" className="text-lg font-semibold tracking-tight">
        {t('reco.upNext')}
      </h2>
      <ul className="grid grid-cols-2 gap-3 sm:grid-cols-3 lg:grid-cols-2">
        {results.map((item) => (
          <li key={item.type === 'video' ? item.video.video_id : `course-${item.course.slug}`}>
            <RecommendationCard item={item} watchPath={watchPath} />
          </li>
        ))}
      </ul>
    </section>
  );
}
