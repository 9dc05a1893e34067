/** A lesson's length as a player shows it: "4:05", "1:02:09"; empty when unknown. */
export function formatClock(seconds: number | null | undefined): string {
  if (!seconds || seconds <= 0) return '';
  const whole = Math.round(seconds);
  const h = Math.floor(whole / 3600);
  const m = Math.floor((whole % 3600) / 60);
  const s = String(whole % 60).padStart(2, '0');
  return h > 0 ? `${h}:${String(m).padStart(2, '0')}:${s}` : `${m}:${s}`;
}

/** How a screen reader says a lesson's length: "4 minutes 5 seconds" (`t`: the page's messages). */
export function spokenLength(
  seconds: number | null | undefined,
  t: (id: 'length.hours' | 'length.minutes' | 'length.seconds', values: { count: number }) => string,
): string {
  if (!seconds || seconds <= 0) return '';
  const whole = Math.round(seconds);
  const parts: string[] = [];
  const h = Math.floor(whole / 3600);
  const m = Math.floor((whole % 3600) / 60);
  const s = whole % 60;
  if (h) parts.push(t('length.hours', { count: h }));
  if (m) parts.push(t('length.minutes', { count: m }));
  if (s && !h) parts.push(t('length.seconds', { count: s }));
  return parts.join(' ');
}
