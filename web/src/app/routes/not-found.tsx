import { Search } from '@/components/ui/icons';
import { Form, Link } from 'react-router-dom';

import { PageMeta } from '@/components/seo/page-meta';
import { buttonClasses } from '@/components/ui/button';
import { usePageStatus } from '@/lib/page-status';
import { useT } from '@/lib/i18n';

export function NotFoundRoute() {
  usePageStatus(404);
  const t = useT();
  return (
    <div className="mx-auto flex max-w-lg flex-col items-center gap-5 px-4 py-16 text-center">
      <PageMeta title={t('notFound.title')} noindex />
      <p aria-hidden="true" className="text-7xl font-bold tracking-tight text-primary">
        404
      </p>
      <h1 className="text-2xl font-semibold">{t('notFound.title')}</h1>
      <p className="text-muted-foreground">{t('notFound.body')}</p>
      <Form method="get" action="/search" role="search" className="flex w-full gap-2">
        <label htmlFor="not-found-search" className="sr-only">
          {t('search.label')}
        </label>
        <input
          id="not-found-search"
          name="q"
          type="search"
          required
          placeholder={t('search.label')}
          className="min-w-0 flex-1 rounded-lg border border-border bg-card px-3 py-2 text-sm placeholder:text-muted-foreground"
        />
        <button type="submit" className={buttonClasses()}>
          <Search aria-hidden="true" className="size-4" />
          {t('notFound.search')}
        </button>
      </Form>
      <div className="flex flex-wrap justify-center gap-3">
        <Link to="/" className={buttonClasses('outline')}>
          {t('notFound.home')}
        </Link>
        <Link to="/what_inside_focustube" className={buttonClasses('ghost')}>
          {t('notFound.inside')}
        </Link>
      </div>
    </div>
  );
}
