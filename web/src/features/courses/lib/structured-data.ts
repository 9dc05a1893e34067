import type { Course, CourseSummary } from '@focustube/contracts';

import { siteUrl } from '@/lib/site-origin';

/** ISO 8601 duration (PT1H2M3S), as schema.org wants it. */
function isoDuration(seconds: number): string {
  const h = Math.floor(seconds / 3600);
  const m = Math.floor((seconds % 3600) / 60);
  const s = Math.floor(seconds % 60);
  return `PT${h ? `${h}H` : ''}${m ? `${m}M` : ''}${s || (!h && !m) ? `${s}S` : ''}`;
}

export const coursePath = (slug: string) => `/courses/${encodeURIComponent(slug)}`;
export const lessonPath = (videoId: string, slug: string) =>
  `/watch/${encodeURIComponent(videoId)}?course=${encodeURIComponent(slug)}`;

/** schema.org ItemList of the courses /courses shows. */
export function courseItemList(courses: CourseSummary[], name: string): Record<string, unknown> {
  return {
    '@context': 'https://schema.org',
    '@type': 'ItemList',
    name,
    itemListElement: courses.map((course, index) => ({
      '@type': 'ListItem',
      position: index + 1,
      url: siteUrl(coursePath(course.slug)),
      name: course.title,
    })),
  };
}

/**
 * schema.org Course for a course page: what search engines show as a course, with its lessons as parts.
 * `texts` are in the page's language: its description, and the name of a lesson without a title.
 */
export function courseObject(
  course: Course,
  texts: { description: string; untitled: string },
): Record<string, unknown> {
  return {
    '@context': 'https://schema.org',
    '@type': 'Course',
    name: course.title,
    description: texts.description,
    url: siteUrl(coursePath(course.slug)),
    ...(course.cover_url ? { image: course.cover_url } : {}),
    provider: { '@type': 'Organization', name: 'FocusTube', sameAs: siteUrl('/') },
    isAccessibleForFree: true,
    ...(course.duration_seconds > 0 ? { timeRequired: isoDuration(course.duration_seconds) } : {}),
    hasCourseInstance: {
      '@type': 'CourseInstance',
      courseMode: 'online',
      ...(course.duration_seconds > 0 ? { courseWorkload: isoDuration(course.duration_seconds) } : {}),
    },
    offers: { '@type': 'Offer', category: 'Free', price: 0, priceCurrency: 'USD' },
    hasPart: course.lessons.map(({ position, video }) => ({
      '@type': 'VideoObject',
      position,
      name: video.title || texts.untitled,
      url: siteUrl(`/watch/${encodeURIComponent(video.video_id)}`),
      thumbnailUrl: [video.thumbnail_url],
      ...(video.duration_seconds ? { duration: isoDuration(video.duration_seconds) } : {}),
    })),
  };
}
