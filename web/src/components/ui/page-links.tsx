import { Link, useLocation } from 'react-router-dom';

import { buttonClasses } from '@/components/ui/button';
import { ArrowLeft, ArrowRight } from '@/components/ui/icons';
import { StatusMessage } from '@/components/ui/status-message';
import { useT } from '@/lib/i18n';
import { listPageHref } from '@/lib/list-pages';
import { usePageStatus } from '@/lib/page-status';

type PageLinksProps = {
  /** The page the list starts at (1 for its own address). */
  page: number;
  /** Whether the list goes on past this page. */
  hasNext: boolean;
  /** The parameters the list's address carries besides its page (`q`, `ordering`). */
  keep?: Record<string, string | null | undefined>;
};

/**
 * Plain links to the list's next and previous pages, below it: how a reader whose phone runs no script
 * (JavaScript off, a data saver, a bundle that never arrived) and a crawler go on past the first 20.
 * Lists show them in the server's HTML and until the app takes over, which then loads more as the reader
 * scrolls (LoadMoreSentinel) in their place; a tap before that follows the link, as without scripts.
 */
export function PageLinks({ page, hasNext, keep }: PageLinksProps) {
  const { pathname } = useLocation();
  const t = useT();
  if (page === 1 && !hasNext) return null;
  return (
    <nav aria-label={t('list.pages')} className="flex flex-wrap items-center justify-center gap-3">
      {page > 1 && (
        <Link to={listPageHref(pathname, page - 1, keep)} rel="prev" className={buttonClasses('outline')}>
          <ArrowLeft aria-hidden="true" className="size-4" />
          {t('list.previous')}
        </Link>
      )}
      {hasNext && (
        <Link to={listPageHref(pathname, page + 1, keep)} rel="next" className={buttonClasses()}>
          {t('list.moreVideos')}
          <ArrowRight aria-hidden="true" className="size-4" />
        </Link>
      )}
    </nav>
  );
}

/**
 * Above a list opened past its first page (`?page=3`): which page this is, and the way to the list's start,
 * which the videos loaded as the reader scrolls never lead back to.
 */
export function PageNumber({ page, keep }: { page: number; keep?: PageLinksProps['keep'] }) {
  const { pathname } = useLocation();
  const t = useT();
  return (
    <p className="text-sm text-muted-foreground">
      {t('list.pageNumber', { page })}
      {' · '}
      <Link
        to={listPageHref(pathname, 1, keep)}
        className="rounded-sm font-medium text-primary underline-offset-4 hover:underline"
      >
        {t('list.firstPage')}
      </Link>
    </p>
  );
}

/**
 * A page past the list's end (`?page=40` of a list that has since shrunk, or a number made up): a 404, so
 * search engines drop the address, that leads to the list's first page rather than to an empty list.
 */
export function NoSuchPage({ page, keep }: { page: number; keep?: PageLinksProps['keep'] }) {
  usePageStatus(404);
  const { pathname } = useLocation();
  const t = useT();
  return (
    <StatusMessage title={t('list.noPage', { page })}>
      <p>{t('list.noPageBody')}</p>
      <Link to={listPageHref(pathname, 1, keep)} className={buttonClasses('outline')}>
        {t('list.firstPage')}
      </Link>
    </StatusMessage>
  );
}
