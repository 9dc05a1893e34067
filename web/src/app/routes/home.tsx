import { Suspense } from 'react';
import { useParams } from 'react-router-dom';

import { PageMeta, SITE_NAME } from '@/components/seo/page-meta';
import { useT } from '@/lib/i18n';
import { siteUrl } from '@/lib/site-origin';
import { useApprovedVideos } from '@/features/videos/api/get-approved-videos';
import { HOME_ROW_LIMIT, useRecommendations } from '@/features/recommendations/api/get-recommendations';
import { RecommendedRow } from '@/features/recommendations/components/recommended-row';
import { WhyFocusTube } from '@/features/videos/components/about-section';
import { ChosenVideo } from '@/features/videos/components/chosen-video';
import { useListOrdering, VideoGrid } from '@/features/videos/components/video-grid';
import { HOME_CATEGORIES, watchPath } from '@/features/videos/lib/families';
import { videoItemList } from '@/features/videos/lib/structured-data';

const HOME_FILTER = { categories: HOME_CATEGORIES, subcategory: null };
const cardPath = (videoId: string) => watchPath('watch_home', videoId);

/** Serves / and /video_input/:id, where a search suggestion's video plays above the list. */
/** The organisation and its site search, for search engines (schema.org). */
const homeStructuredData = (videos: Parameters<typeof videoItemList>[0], listName: string) => ({
  '@context': 'https://schema.org',
  '@graph': [
    { '@type': 'Organization', name: SITE_NAME, url: siteUrl('/'), logo: siteUrl('/icons/icon-512.png') },
    {
      '@type': 'WebSite',
      name: SITE_NAME,
      url: siteUrl('/'),
      potentialAction: {
        '@type': 'SearchAction',
        target: { '@type': 'EntryPoint', urlTemplate: siteUrl('/search?q={search_term_string}') },
        'query-input': 'required name=search_term_string',
      },
    },
    ...(videos.length ? [videoItemList(videos, listName)] : []),
  ],
});

export function HomeRoute() {
  const { id } = useParams();
  const videos = useApprovedVideos(useListOrdering(HOME_FILTER).filter).data ?? [];
  const t = useT();
  return (
    <div className="flex flex-col gap-8">
      {id ? (
        // A suggestion's video above the list: the page is the home list, not a page of its own.
        <PageMeta title={SITE_NAME} path="/" noindex />
      ) : (
        <PageMeta
          title={SITE_NAME}
          description={t('site.description')}
          path="/"
          structuredData={homeStructuredData(videos.slice(0, 20), t('home.latest'))}
        />
      )}
      {id ? (
        <ChosenVideo key={id} videoId={id} />
      ) : (
        <div className="flex flex-col gap-1">
          <h1 className="text-2xl font-semibold tracking-tight">{t('home.title')}</h1>
          <p className="text-muted-foreground">{t('home.subtitle')}</p>
        </div>
      )}
      <WhyFocusTube />
      {/* Hydrated apart from the grid below (see AppLayout). */}
      {!id && (
        <Suspense>
          <RecommendedRow />
        </Suspense>
      )}
      <section aria-labelledby="home-videos-heading" className="flex flex-col gap-4">
        <h2 id="home-videos-heading" className={id ? 'text-xl font-semibold tracking-tight' : 'sr-only'}>
          {id ? t('home.suggested') : t('home.videos')}
        </h2>
        <HomeGrid cardPath={cardPath} afterPlayer={Boolean(id)} />
      </section>
    </div>
  );
}

/**
 * The home page's list. The chosen video's player, or the recommendations' row, comes first and holds
 * the page's largest picture; when the row has nothing to show, the list's first picture is the largest.
 */
function HomeGrid({ cardPath, afterPlayer }: { cardPath: (videoId: string) => string; afterPlayer: boolean }) {
  // The row's own query (RecommendedRow asks the same one): no second request.
  const row = useRecommendations({ limit: HOME_ROW_LIMIT, enabled: !afterPlayer });
  const rowEmpty = !row.isPending && (row.data?.results.length ?? 0) === 0;
  return <VideoGrid filter={HOME_FILTER} cardPath={cardPath} leadsPage={!afterPlayer && rowEmpty} />;
}
