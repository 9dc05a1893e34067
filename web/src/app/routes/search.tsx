import { sanitizeSearchText, type Video } from '@focustube/contracts';
import { Link, useSearchParams } from 'react-router-dom';

import { PageMeta } from '@/components/seo/page-meta';
import { StatusMessage } from '@/components/ui/status-message';
import { SearchResults } from '@/features/search/components/search-results';
import { VideoCard } from '@/features/videos/components/video-card';
import { listsNamedBy, useCategories, wholeListPath } from '@/lib/categories';
import { Message, useT } from '@/lib/i18n';
import { useListPage } from '@/lib/list-pages';

const renderVideo = (video: Video, onBestFirst: () => void) => (
  <VideoCard video={video} to={`/watch/${video.video_id}`} youtubeLink={false} onBestFirst={onBestFirst} />
);

const LIST_LINK_CLASSES =
  'inline-flex min-h-10 items-center rounded-full border border-border bg-card px-4 font-medium text-card-foreground hover:bg-muted';

/**
 * The empty search page's ways in: the header menus' categories, each a list to open. Example words sent
 * a new learner to no results ("javascript" when that list was empty, "hali ya hewa" in titles in English);
 * a category's page always leads on, to its videos or, while it has none, to other lists.
 */
function StartingPoints() {
  const t = useT();
  const categories = useCategories().results.filter((category) => category.menu !== null);
  return (
    <nav aria-label={t('search.startingPoints')} className="flex flex-wrap justify-center gap-2 text-sm">
      {categories.map((category) => (
        <Link key={category.slug} to={wholeListPath(category)} className={LIST_LINK_CLASSES}>
          {category.label}
        </Link>
      ))}
    </nav>
  );
}

/**
 * The lists a search names ("afya", "biashara", "machine learning"): a Kiswahili word may find no title,
 * as most are English, while its subject has a list of its own.
 */
function ListsNamed({ q }: { q: string }) {
  const t = useT();
  const lists = listsNamedBy(useCategories(), q);
  if (lists.length === 0) return null;
  return (
    <nav aria-label={t('search.lists')} className="flex flex-wrap items-center gap-2 text-sm">
      <span className="text-muted-foreground">{t('search.listsLead')}</span>
      {lists.map((list) => (
        <Link key={list.path} to={list.path} className={LIST_LINK_CLASSES}>
          {list.parent ? t('search.listIn', { list: list.label, parent: list.parent }) : list.label}
        </Link>
      ))}
    </nav>
  );
}

/** /search?q=… : ranked results for the header search. */
export function SearchRoute() {
  const [params] = useSearchParams();
  const q = sanitizeSearchText(params.get('q') ?? '').trim();
  // `&page=N`: the results from their page N on (the plain links below them, for readers without JavaScript).
  const page = useListPage();
  const t = useT();
  const title = q ? t('search.titleFor', { q }) : t('search.title');

  return (
    <div className="flex flex-col gap-6">
      {/* Result pages are endless variations of the lists: search engines should keep the lists themselves. */}
      <PageMeta title={q && page > 1 ? t('list.pageTitle', { title, page }) : title} noindex />
      <h1 className="text-2xl font-semibold tracking-tight">
        {q ? (
          <Message id="search.resultsFor" values={{ q }} components={{ 0: <span className="text-primary" /> }} />
        ) : (
          t('search.title')
        )}
      </h1>
      {q && <ListsNamed q={q} />}
      {q ? (
        <SearchResults key={`${q}/${page}`} q={q} page={page} renderVideo={renderVideo} />
      ) : (
        <StatusMessage title={t('search.prompt')}>
          <p>{t('search.promptBody')}</p>
          <StartingPoints />
        </StatusMessage>
      )}
    </div>
  );
}
