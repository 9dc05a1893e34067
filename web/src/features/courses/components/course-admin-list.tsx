import type { CourseStatus } from '@focustube/contracts';
import { useQueryClient } from '@tanstack/react-query';
import { ArrowLeft, EyeOff, Plus } from '@/components/ui/icons';
import { Link, useSearchParams } from 'react-router-dom';

import { Button, buttonClasses } from '@/components/ui/button';
import { CourseCover, courseFacts } from '@/components/ui/course-card';
import { Spinner } from '@/components/ui/spinner';
import { StatusMessage } from '@/components/ui/status-message';
import { formatDateTime } from '@/lib/format';
import { useLiveEvents } from '@/lib/use-live-events';

import { courseKeys } from '../api/course-keys';
import { useModerationCourses } from '../api/moderation-courses';

import { CourseStatusBadge } from './course-status-badge';
import { INTL_LOCALE, useLanguage, useT, type MessageId } from '@/lib/i18n';

const FILTERS: { status: CourseStatus | null; label: MessageId }[] = [
  { status: null, label: 'courseAdmin.all' },
  { status: 'draft', label: 'courseAdmin.drafts' },
  { status: 'published', label: 'courseAdmin.published' },
];

/** /admin/courses: every course, drafts and published, kept live; the way into the editor. */
export function CourseAdminList() {
  const [params] = useSearchParams();
  const raw = params.get('status');
  const status: CourseStatus | null = raw === 'draft' || raw === 'published' ? raw : null;
  const courses = useModerationCourses(status);
  const queryClient = useQueryClient();
  const t = useT();
  const language = useLanguage();
  useLiveEvents(['course:changed', 'reconnected'], () => {
    void queryClient.invalidateQueries({ queryKey: [...courseKeys.moderation(), 'list'] });
  });

  return (
    <div className="flex flex-col gap-6">
      <title>{t('courseAdmin.tabTitle')}</title>
      <Link
        to="/admin"
        className="inline-flex items-center gap-1 self-start text-sm text-muted-foreground hover:text-foreground"
      >
        <ArrowLeft aria-hidden="true" className="size-4" />
        {t('moderation.title')}
      </Link>
      <div className="flex flex-wrap items-center justify-between gap-3">
        <div className="flex flex-col gap-1">
          <h1 className="text-3xl font-bold tracking-tight">{t('nav.courses')}</h1>
          <p className="text-sm text-muted-foreground">{t('courseAdmin.lead')}</p>
        </div>
        <Link to="/admin/courses/new" className={buttonClasses('primary')}>
          <Plus aria-hidden="true" className="size-4" />
          {t('courseAdmin.new')}
        </Link>
      </div>
      <nav aria-label={t('courseAdmin.statusNav')}>
        <ul className="flex gap-1 border-b border-border">
          {FILTERS.map((filter) => (
            <li key={filter.label}>
              <Link
                to={filter.status ? `/admin/courses?status=${filter.status}` : '/admin/courses'}
                aria-current={filter.status === status ? 'page' : undefined}
                className="-mb-px inline-flex border-b-2 border-transparent px-4 py-2 text-sm font-medium text-muted-foreground hover:text-foreground aria-[current=page]:border-primary aria-[current=page]:text-foreground"
              >
                {t(filter.label)}
              </Link>
            </li>
          ))}
        </ul>
      </nav>
      {courses.isPending ? (
        <Spinner label={t('courseAdmin.loading')} />
      ) : courses.isError ? (
        <StatusMessage role="alert" title={t('courseAdmin.loadFailed')}>
          <p>{courses.error.message}</p>
          <Button variant="outline" onClick={() => void courses.refetch()}>
            {t('common.tryAgain')}
          </Button>
        </StatusMessage>
      ) : courses.data.results.length === 0 ? (
        <p className="rounded-xl border border-dashed border-border p-6 text-sm text-muted-foreground">
          {status === 'published'
            ? t('courseAdmin.nonePublished')
            : status === 'draft'
              ? t('courseAdmin.noDrafts')
              : t('courseAdmin.none')}
        </p>
      ) : (
        <ul className="flex flex-col gap-3">
          {courses.data.results.map((course) => (
            <li
              key={course.slug}
              className="relative flex items-center gap-4 rounded-xl border border-border bg-card p-3 text-card-foreground hover:bg-muted"
            >
              <CourseCover src={course.cover_url} className="hidden w-32 shrink-0 rounded-md sm:block" />
              <div className="flex min-w-0 flex-1 flex-col gap-1">
                <div className="flex flex-wrap items-center gap-2">
                  <h2 className="font-semibold">
                    <Link
                      to={`/admin/courses/${encodeURIComponent(course.slug)}`}
                      className="rounded-sm after:absolute after:inset-0 after:content-['']"
                    >
                      {course.title}
                    </Link>
                  </h2>
                  <CourseStatusBadge status={course.status} />
                </div>
                <p className="text-sm text-muted-foreground">
                  {courseFacts(course, t)}
                  {course.updated_by && t('courseAdmin.changedBy', { username: course.updated_by })}
                  {course.updated_at && ` · ${formatDateTime(course.updated_at, INTL_LOCALE[language])}`}
                </p>
                {course.hidden_lessons > 0 && (
                  <p className="inline-flex items-center gap-1 text-sm font-medium text-destructive">
                    <EyeOff aria-hidden="true" className="size-4" />
                    {t('courseAdmin.hidden', { count: course.hidden_lessons })}
                  </p>
                )}
              </div>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
