import { Link, useLocation } from 'react-router-dom';

import { PageMeta } from '@/components/seo/page-meta';
import { useCategories, useCategoryLabel } from '@/lib/categories';
import { useApprovedVideos } from '@/features/videos/api/get-approved-videos';
import { WhyFocusTubeLovesTechnology } from '@/features/videos/components/about-section';
import { useListOrdering, VideoGrid } from '@/features/videos/components/video-grid';
import { cardPath, listFromUrl, type ListDefinition } from '@/features/videos/lib/list-from-url';
import { videoItemList } from '@/features/videos/lib/structured-data';

import { NotFoundRoute } from './not-found';
import { useT } from '@/lib/i18n';

/** Every category, section, technology, Quran and "More" list: what it shows comes from the URL. */
export function CategoryListRoute() {
  const list = listFromUrl(useLocation().pathname);
  const tree = useCategories();
  // A category or section the menus do not have is no list at all (the API would refuse it).
  const category = list && tree.results.find((c) => c.slug === list.filter.categories[0]);
  const known =
    category && (!list.filter.subcategory || category.subcategories.some((s) => s.slug === list.filter.subcategory));
  return list && known ? <CategoryList list={list} /> : <NotFoundRoute />;
}

function CategoryList({ list }: { list: ListDefinition }) {
  const { filter } = list;
  const category = useCategoryLabel(filter.categories[0], null);
  const subcategory = useCategoryLabel(filter.categories[0], filter.subcategory);
  const title = list.title ?? subcategory ?? category;
  const toWatch = (videoId: string) => cardPath(list, videoId);
  // The grid's own query (the same cache entry): its first page names the list's videos for search engines.
  const videos = useApprovedVideos(useListOrdering(filter).filter).data ?? [];
  const t = useT();

  return (
    <div className="flex flex-col gap-6">
      <PageMeta
        title={title ?? t('category.videos')}
        description={title ? t('category.description', { title }) : t('category.descriptionGeneric')}
        structuredData={videos.length ? videoItemList(videos.slice(0, 20), `${title} · FocusTube`) : undefined}
      />
      <div className="flex flex-col gap-1">
        {filter.subcategory && !list.title && <p className="text-sm font-medium text-primary">{category}</p>}
        <h1 className="text-2xl font-semibold tracking-tight">{title}</h1>
        <p className="text-muted-foreground">
          {t('category.approved')}{' '}
          <Link to="/aboutus" className="rounded-sm font-medium text-primary underline-offset-4 hover:underline">
            {t('category.about')}
          </Link>
        </p>
      </div>
      {list.about === 'technology' && <WhyFocusTubeLovesTechnology />}
      <VideoGrid
        // A new list starts empty at page 1 rather than showing the last one's videos.
        key={`${filter.categories.join(',')}/${filter.subcategory ?? ''}`}
        filter={filter}
        cardPath={toWatch}
        layout={list.layout}
        youtubeLink={list.youtubeLink}
      />
    </div>
  );
}
