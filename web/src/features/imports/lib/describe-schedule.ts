import { translate } from '@/lib/i18n';

/** A refresh pattern in words when it is a simple daily one ("0 3 * * *" → "Every day at 03:00"). */
export function describeSchedule(pattern: string): string {
  const daily = /^(\d{1,2})\s+(\d{1,2})\s+\*\s+\*\s+\*$/.exec(pattern.trim());
  if (!daily) return pattern;
  const [, minute, hour] = daily;
  return translate('sources.everyDay', { time: `${hour!.padStart(2, '0')}:${minute!.padStart(2, '0')}` });
}
