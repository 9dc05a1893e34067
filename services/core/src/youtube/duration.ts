const ISO_DURATION = /^P(?:(\d+)W)?(?:(\d+)D)?(?:T(?:(\d+)H)?(?:(\d+)M)?(?:(\d+(?:\.\d+)?)S)?)?$/;

/**
 * Seconds in a YouTube duration such as `PT1H2M3S`, `PT45S`, `P1DT2H` or `P0D` (an upcoming live
 * stream). Null when the text is not such a duration; years and months are refused because their
 * length in seconds is not fixed, and YouTube never sends them.
 */
export function parseIsoDuration(text: string | null | undefined): number | null {
  const match = text ? ISO_DURATION.exec(text) : null;
  if (!match || text === 'P' || text?.endsWith('T')) return null;
  const [, weeks, days, hours, minutes, seconds] = match.map((part) => Number(part ?? 0));
  return Math.round(weeks! * 604_800 + days! * 86_400 + hours! * 3_600 + minutes! * 60 + seconds!);
}
