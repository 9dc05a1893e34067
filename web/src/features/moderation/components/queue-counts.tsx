import type { ModerationCounts } from '@focustube/contracts';
import { useQuery, useQueryClient } from '@tanstack/react-query';

import { INTL_LOCALE, useLanguage, useT, type MessageId } from '@/lib/i18n';
import { useLiveEvents } from '@/lib/use-live-events';

import { getCountsQueryOptions } from '../api/get-counts';
import { moderationKeys } from '../api/moderation-keys';

const TILES: { key: keyof ModerationCounts; label: MessageId }[] = [
  { key: 'pending', label: 'moderation.pending' },
  { key: 'approved', label: 'moderation.approved' },
  { key: 'removed', label: 'moderation.removed' },
  { key: 'failed_jobs', label: 'moderation.failedJobs' },
];

/** Live counts for the dashboard header: fetched once, then kept by `queue:counts` events. */
export function QueueCounts() {
  const t = useT();
  const language = useLanguage();
  const queryClient = useQueryClient();
  const counts = useQuery(getCountsQueryOptions()).data;
  useLiveEvents(['queue:counts', 'reconnected'], (event) => {
    if (event.type === 'queue:counts') queryClient.setQueryData(moderationKeys.counts(), event.event);
    else void queryClient.invalidateQueries({ queryKey: moderationKeys.counts() });
  });
  return (
    <dl aria-label={t('moderation.counts')} className="grid grid-cols-2 gap-3 sm:grid-cols-4">
      {TILES.map(({ key, label }) => (
        <div key={key} className="flex flex-col rounded-xl border border-border bg-card px-4 py-3 shadow-sm">
          <dt className="text-sm text-muted-foreground">{t(label)}</dt>
          <dd
            className={`text-2xl font-semibold tabular-nums ${key === 'failed_jobs' && counts?.failed_jobs ? 'text-destructive' : ''}`}
            data-count={key}
          >
            {counts ? counts[key].toLocaleString(INTL_LOCALE[language]) : '–'}
          </dd>
        </div>
      ))}
    </dl>
  );
}
