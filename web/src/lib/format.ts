const dateFormat = new Intl.DateTimeFormat(undefined, { dateStyle: 'medium' });

/** A readable date for an ISO timestamp, or null when there is none or it is not a date. */
export function formatDate(iso: string | null): string | null {
  if (!iso) return null;
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? null : dateFormat.format(date);
}
