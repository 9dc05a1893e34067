import type { CourseSummary } from '@focustube/contracts';
import { GraduationCap } from '@/components/ui/icons';
import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';

import { useT } from '@/lib/i18n';
import { useImageFailed } from '@/lib/use-image-failed';

type Translate = ReturnType<typeof useT>;

/** A course's or a video's length for a reader: "2 h 34 min", "12 min", "45 s" ("saa 2 dak 34" in Kiswahili). */
export function formatLength(seconds: number, t: Translate): string {
  const whole = Math.max(0, Math.round(seconds));
  const h = Math.floor(whole / 3600);
  const m = Math.floor((whole % 3600) / 60);
  if (h > 0) return m > 0 ? t('length.hm', { h, m }) : t('length.h', { h });
  if (m > 0) return t('length.m', { m });
  return t('length.s', { s: whole });
}

/** "12 lessons · 2 h 34 min" (the length left out while none of the lessons' lengths is known). */
export function courseFacts(course: Pick<CourseSummary, 'lesson_count' | 'duration_seconds'>, t: Translate): string {
  const lessons = t('courseFacts.lessons', { count: course.lesson_count });
  return course.duration_seconds > 0
    ? t('courseFacts.withLength', { lessons, length: formatLength(course.duration_seconds, t) })
    : lessons;
}

/** A course's cover: its image, or a neutral placeholder when there is none or it fails. */
export function CourseCover({
  src,
  className = '',
  priority,
}: {
  src: string;
  className?: string;
  priority?: boolean;
}) {
  const { failed, imageProps } = useImageFailed();
  return (
    <div className={`relative aspect-video overflow-hidden bg-accent ${className}`}>
      {src && !failed ? (
        <img
          src={src}
          alt=""
          width={480}
          height={270}
          loading={priority ? 'eager' : 'lazy'}
          fetchPriority={priority ? 'high' : undefined}
          decoding="async"
          {...imageProps}
          className="absolute inset-0 size-full object-cover"
        />
      ) : (
        <div aria-hidden="true" className="absolute inset-0 flex items-center justify-center text-accent-foreground">
          <GraduationCap className="size-12 opacity-70" />
        </div>
      )}
    </div>
  );
}

type CourseCardProps = {
  course: CourseSummary;
  /** A chip over the cover's corner, e.g. the category. */
  badge?: ReactNode;
  /** Below the description: a progress bar on My Learning. */
  children?: ReactNode;
  priority?: boolean;
  headingLevel?: 'h2' | 'h3';
};

/** A course in a grid: the whole card opens /courses/{slug}. */
export function CourseCard({ course, badge, children, priority, headingLevel: Heading = 'h3' }: CourseCardProps) {
  const t = useT();
  return (
    <article className="group relative flex h-full flex-col overflow-hidden rounded-xl border border-border bg-card text-card-foreground shadow-sm transition-shadow focus-within:shadow-md hover:shadow-md">
      <div className="relative">
        <CourseCover src={course.cover_url} priority={priority} />
        {badge && (
          <span className="absolute top-2 left-2 rounded-full bg-card/95 px-2.5 py-1 text-xs font-semibold text-card-foreground shadow-sm">
            {badge}
          </span>
        )}
      </div>
      <div className="flex flex-1 flex-col gap-2 p-4">
        <Heading className="line-clamp-2 font-semibold leading-snug group-hover:text-primary">
          {/* The link covers the whole card. */}
          <Link
            to={`/courses/${encodeURIComponent(course.slug)}`}
            className="rounded-sm after:absolute after:inset-0 after:content-['']"
          >
            {course.title}
          </Link>
        </Heading>
        {course.description && <p className="line-clamp-3 text-sm text-muted-foreground">{course.description}</p>}
        <p className="mt-auto pt-1 text-sm font-medium text-muted-foreground">{courseFacts(course, t)}</p>
        {children}
      </div>
    </article>
  );
}
