import { HOME_ROW_LIMIT, useRecommendations } from '../api/get-recommendations';

import { RecommendationCard } from './recommendation-card';
import { useT } from '@/lib/i18n';

const rowClasses =
  '-mx-4 flex snap-x scroll-px-4 gap-4 overflow-x-auto px-4 pb-2 sm:mx-0 sm:grid sm:grid-cols-3 sm:overflow-visible sm:px-0 lg:grid-cols-5';
const itemClasses = 'w-64 shrink-0 snap-start sm:w-auto';

/**
 * The home page's row above the main list: "Recommended for you" for a member (personal, fetched by the
 * browser after the page is up, never part of the server-rendered page), "Popular this week" for a visitor.
 * Nothing at all when there is nothing to recommend or the call fails: the list below is the page.
 */
export function RecommendedRow({ limit = HOME_ROW_LIMIT }: { limit?: number }) {
  const recommendations = useRecommendations({ limit });
  const results = recommendations.data?.results ?? [];
  const t = useT();
  if (recommendations.isPending) {
    return (
      <div aria-hidden="true" className={rowClasses}>
        {Array.from({ length: 5 }, (_, i) => (
          <div key={i} className={`${itemClasses} ${i >= 3 ? 'hidden lg:block' : ''}`}>
            <div className="aspect-video animate-pulse rounded-xl bg-muted" />
          </div>
        ))}
      </div>
    );
  }
  if (results.length === 0) return null;
  // "Popular this week" only when members did complete some of these this week; a new site's list is where to start.
  const heading = recommendations.data?.personal
    ? t('reco.forYou')
    : results.some((item) => item.reason.kind === 'popular')
      ? t('reco.popular')
      : t('reco.picked');
  return (
    <section aria-labelledby="recommended-heading" className="flex flex-col gap-3">
      <h2 id="recommended-heading" className="text-xl font-semibold tracking-tight">
        {heading}
      </h2>
      <ul className={rowClasses}>
        {results.map((item, index) => (
          <li key={item.type === 'video' ? item.video.video_id : `course-${item.course.slug}`} className={itemClasses}>
            {/* The first picture is the page's largest on a phone, the second peeks in beside it; the rest of
                the row is off screen there, and loads as it nears the screen instead of sharing the bandwidth. */}
            <RecommendationCard item={item} priority={index === 0 ? 'high' : index === 1 ? 'eager' : undefined} />
          </li>
        ))}
      </ul>
    </section>
  );
}
