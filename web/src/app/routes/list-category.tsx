import { PAGE_SIZE_DEFAULT } from '@focustube/contracts';
import { Link, useLocation } from 'react-router-dom';

import { PageMeta } from '@/components/seo/page-meta';
import { buttonClasses } from '@/components/ui/button';
import { Search } from '@/components/ui/icons';
import { useCategories, useCategoryLabel } from '@/lib/categories';
import { useListPage } from '@/lib/list-pages';
import { useApprovedVideos } from '@/features/videos/api/get-approved-videos';
import { WhyFocusTubeLovesTechnology } from '@/features/videos/components/about-section';
import { useListOrdering, VideoGrid } from '@/features/videos/components/video-grid';
import { cardPath, fromPage, listFromUrl, type ListDefinition } from '@/features/videos/lib/list-from-url';
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
  // `?page=N`: the list from its page N on, as a reader without JavaScript or a crawler reaches it.
  const page = useListPage();
  const filter = fromPage(list.filter, page);
  const category = useCategoryLabel(filter.categories[0], null);
  const subcategory = useCategoryLabel(filter.categories[0], filter.subcategory);
  const title = list.title ?? subcategory ?? category;
  const toWatch = (videoId: string) => cardPath(list, videoId);
  // The grid's own query (the same cache entry): its first page names the list's videos for search engines.
  const ordered = useListOrdering(filter).filter;
  const query = useApprovedVideos(ordered);
  const videos = query.data ?? [];
  // Nothing approved here yet: say so plainly and offer ways on, instead of a dead end.
  const empty = query.isSuccess && videos.length === 0 && page === 1;
  // A page past the list's end says so itself (a 404), and is no page for search engines to keep.
  const pastTheEnd = query.isSuccess && videos.length === 0 && page > 1;
  const { pathname } = useLocation();
  const section = pathname.split('/').filter(Boolean)[0]?.toLowerCase();
  // A subcategory's whole category, in the same family: `/health/advice` → `/health/health` (spec §2).
  const parentPath = filter.subcategory && !list.title && section ? `/${section}/${filter.categories[0]}` : null;
  const t = useT();
  const name = title ?? t('category.videos');

  return (
    <div className="flex flex-col gap-6">
      <PageMeta
        title={page > 1 ? t('list.pageTitle', { title: name, page }) : name}
        description={title ? t('category.description', { title }) : t('category.descriptionGeneric')}
        // Each page of the list is its own address for search engines (the videos it lists). Best First shows
        // the same videos in another order: every one of its pages names the list itself, as its first does.
        path={page > 1 && ordered.ordering !== 'best' ? `${pathname}?page=${page}` : undefined}
        noindex={pastTheEnd}
        structuredData={
          videos.length
            ? videoItemList(videos.slice(0, PAGE_SIZE_DEFAULT), `${title} · FocusTube`, (page - 1) * PAGE_SIZE_DEFAULT)
            : undefined
        }
      />
      <div className="flex flex-col gap-1">
        {filter.subcategory && !list.title && <p className="text-sm font-medium text-primary">{category}</p>}
        <h1 className="text-2xl font-semibold tracking-tight">{title}</h1>
        <p className="text-muted-foreground">
          {t(empty ? 'category.emptyLead' : 'category.approved')}{' '}
          <Link to="/aboutus" className="rounded-sm font-medium text-primary underline-offset-4 hover:underline">
            {t('category.about')}
          </Link>
        </p>
      </div>
      {list.about === 'technology' && <WhyFocusTubeLovesTechnology />}
      <VideoGrid
        // A new list starts empty at its page rather than showing the last one's videos.
        key={`${filter.categories.join(',')}/${filter.subcategory ?? ''}/${page}`}
        filter={filter}
        pageLinks
        cardPath={toWatch}
        layout={list.layout}
        youtubeLink={list.youtubeLink}
        empty={
          <>
            <p>{t('category.emptyBody', { title: title ?? t('category.videos') })}</p>
            <div className="flex flex-wrap justify-center gap-3">
              {parentPath && category && (
                <Link to={parentPath} className={buttonClasses()}>
                  {t('category.emptyParent', { category })}
                </Link>
              )}
              <Link to="/" className={buttonClasses(parentPath ? 'outline' : 'primary')}>
                {t('list.browseAll')}
              </Link>
              <Link to="/search" className={buttonClasses('outline')}>
                <Search aria-hidden="true" className="size-4" />
                {t('category.emptySearch')}
              </Link>
            </div>
          </>
        }
      />
    </div>
  );
}
