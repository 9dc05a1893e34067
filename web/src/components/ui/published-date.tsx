import { formatDate } from '@/lib/format';

/** Whether `iso` is a date PublishedDate would show. */
export const hasPublishedDate = (iso: string | null) => formatDate(iso) !== null;

/**
 * When a video was published on YouTube, as a <time>; nothing at all when the catalogue does not know
 * (most Khan Academy videos) or the value is not a date, so callers add a separator only beside a date.
 */
export function PublishedDate({ iso, className }: { iso: string | null; className?: string }) {
  const text = formatDate(iso);
  if (!iso || !text) return null;
  return (
    <time dateTime={iso} className={className}>
      {text}
    </time>
  );
}
