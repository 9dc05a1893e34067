// One time zone, and the page's language's locale, so a server-rendered date reads the same once the
// browser takes over (en-GB: 14 Mar 2025; sw-TZ: 14 Machi 2025).
const dateFormats = new Map<string, Intl.DateTimeFormat>();
const dateFormat = (locale: string) => {
  let format = dateFormats.get(locale);
  if (!format)
    dateFormats.set(locale, (format = new Intl.DateTimeFormat(locale, { dateStyle: 'medium', timeZone: 'UTC' })));
  return format;
};

/** A readable date for an ISO timestamp in `locale`, or null when there is none or it is not a date. */
export function formatDate(iso: string | null, locale = 'en-GB'): string | null {
  if (!iso) return null;
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? null : dateFormat(locale).format(date);
}

const dateTimeFormats = new Map<string | undefined, Intl.DateTimeFormat>();
const dateTimeFormat = (locale: string | undefined) => {
  let format = dateTimeFormats.get(locale);
  if (!format)
    dateTimeFormats.set(
      locale,
      (format = new Intl.DateTimeFormat(locale, { dateStyle: 'medium', timeStyle: 'short' })),
    );
  return format;
};

/** A readable date and time for an ISO timestamp in `locale` (the browser's when none); '' when there is none. */
export function formatDateTime(iso: string | null, locale?: string): string {
  if (!iso) return '';
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? '' : dateTimeFormat(locale).format(date);
}

/** A month and year (March 2025, Machi 2025) for an ISO date in `locale`. */
export function formatMonth(iso: string, locale = 'en-GB'): string {
  return new Intl.DateTimeFormat(locale, { month: 'long', year: 'numeric', timeZone: 'UTC' }).format(new Date(iso));
}
