import { GraduationCap } from '@/components/ui/icons';
import { Link } from 'react-router-dom';

import { PageMeta } from '@/components/seo/page-meta';
import { Button, buttonClasses } from '@/components/ui/button';
import { CardGridSkeleton } from '@/components/ui/card-grid-skeleton';
import { CourseCard } from '@/components/ui/course-card';
import { StatusMessage } from '@/components/ui/status-message';
import { useCategories } from '@/lib/categories';
import { useCurrentInRow } from '@/lib/use-current-in-row';

import { useCourses } from '../api/get-courses';
import { courseItemList } from '../lib/structured-data';
import { useCourseListLive } from '../live/use-course-live';
import { useT } from '@/lib/i18n';

export const courseGridClasses = 'grid gap-6 sm:grid-cols-2 lg:grid-cols-3';

const chipClasses =
  'inline-flex h-10 shrink-0 items-center rounded-full border border-border px-4 text-sm font-medium text-muted-foreground transition-colors hover:bg-muted hover:text-foreground aria-[current=page]:border-primary aria-[current=page]:bg-primary aria-[current=page]:text-primary-foreground';

/** Chips that filter the grid by category; links, so they work before the page's script has loaded. */
function CategoryChips({ current }: { current: string | null }) {
  const categories = useCategories().results.filter((category) => category.menu !== null);
  const t = useT();
  // On a phone the row scrolls sideways: a category picked from the far end is still seen chosen.
  const row = useCurrentInRow<HTMLElement>(current);
  return (
    <nav
      ref={row}
      aria-label={t('courses.categoriesNav')}
      className="scroll-hint -mx-4 overflow-x-auto px-4 pb-1 sm:mx-0 sm:px-0"
    >
      <ul className="flex gap-2 sm:flex-wrap">
        <li>
          <Link to="/courses" aria-current={current === null ? 'page' : undefined} className={chipClasses}>
            {t('courses.all')}
          </Link>
        </li>
        {categories.map((category) => (
          <li key={category.slug}>
            <Link
              to={`/courses?category=${encodeURIComponent(category.slug)}`}
              aria-current={current === category.slug ? 'page' : undefined}
              className={chipClasses}
            >
              {category.label}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}

/** /courses: the published courses as cards, filtered by `category` (from the address's ?category=). */
export function CourseList({ category }: { category: string | null }) {
  const courses = useCourses(category);
  useCourseListLive();
  const tree = useCategories();
  const labelOf = (slug: string | null) => tree.results.find((c) => c.slug === slug)?.label ?? null;
  const categoryLabel = labelOf(category);
  const t = useT();
  const heading = categoryLabel ? t('courses.headingIn', { category: categoryLabel }) : t('courses.heading');
  const description = categoryLabel
    ? t('courses.descriptionIn', { category: categoryLabel })
    : t('courses.description');

  return (
    <div className="flex flex-col gap-6">
      <PageMeta
        title={heading}
        description={description}
        path={category ? `/courses?category=${encodeURIComponent(category)}` : '/courses'}
        structuredData={courses.data ? courseItemList(courses.data.results, heading) : undefined}
      />
      <header className="flex flex-col gap-2">
        <h1 className="text-3xl font-bold tracking-tight">{heading}</h1>
        <p className="max-w-2xl text-muted-foreground">{t('courses.lead')}</p>
      </header>
      <CategoryChips current={category} />
      {courses.isPending ? (
        <CardGridSkeleton label={t('courses.loading')} gridClassName={courseGridClasses} />
      ) : courses.isError ? (
        <StatusMessage role="alert" title={t('courses.loadFailed')}>
          <p>{courses.error.message}</p>
          <Button variant="outline" onClick={() => void courses.refetch()}>
            {t('common.tryAgain')}
          </Button>
        </StatusMessage>
      ) : courses.data.results.length === 0 ? (
        <div className="flex flex-col items-center gap-3 rounded-2xl border border-dashed border-border px-6 py-12 text-center">
          <GraduationCap aria-hidden="true" className="size-10 text-muted-foreground" />
          <h2 className="text-lg font-semibold">
            {categoryLabel ? t('courses.noneIn', { category: categoryLabel }) : t('courses.none')}
          </h2>
          <p className="max-w-md text-sm text-muted-foreground">{t('courses.noneBody')}</p>
          <Link to={category ? '/courses' : '/'} className={buttonClasses('outline', 'mt-2')}>
            {category ? t('courses.seeAll') : t('common.browseVideos')}
          </Link>
        </div>
      ) : (
        <ul className={courseGridClasses}>
          {courses.data.results.map((course, index) => (
            <li key={course.slug}>
              <CourseCard
                course={course}
                priority={index < 3}
                headingLevel="h2"
                badge={labelOf(course.assigned_category) ?? undefined}
              />
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
