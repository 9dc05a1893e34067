import { useCategoryLabel } from '@/lib/categories';
import { formatDate } from '@/lib/format';
import { INTL_LOCALE, useLanguage } from '@/lib/i18n';

/** Whether `iso` is a date PublishedDate would show. */
export const hasPublishedDate = (iso: string | null) => formatDate(iso) !== null;

/**
 * When a video was published on YouTube, as a <time>; nothing at all when the catalogue does not know
 * (most Khan Academy videos) or the value is not a date, so callers add a separator only beside a date.
 */
export function PublishedDate({ iso, className }: { iso: string | null; className?: string }) {
  const text = formatDate(iso, INTL_LOCALE[useLanguage()]);
  if (!iso || !text) return null;
  return (
    <time dateTime={iso} className={className}>
      {text}
    </time>
  );
}

/**
 * A card's category badge and publication date, in one row that is left out when the video has
 * neither (many have no date: most of Khan Academy's).
 */
export function CategoryAndDate({ category, publishedAt }: { category: string | null; publishedAt: string | null }) {
  const language = useLanguage();
  // English shows the slug as it always has (capitalised); other languages the tree's label.
  const label = useCategoryLabel(category ?? undefined, null);
  if (!category && !hasPublishedDate(publishedAt)) return null;
  return (
    <div className="flex min-h-5 flex-wrap items-center gap-x-3 gap-y-1 text-sm text-muted-foreground">
      {category && (
        <span className="rounded-full bg-accent px-2 py-0.5 text-xs font-medium capitalize text-accent-foreground">
          {language === 'en' ? category : label}
        </span>
      )}
      <PublishedDate iso={publishedAt} />
    </div>
  );
}
