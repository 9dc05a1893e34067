import type { JobView } from '@focustube/contracts';

import { useT, type MessageId } from '@/lib/i18n';

const LABELS: Record<JobView['state'], MessageId> = {
  waiting: 'job.waiting',
  active: 'job.active',
  delayed: 'job.delayed',
  completed: 'job.completed',
  failed: 'job.failed',
  unknown: 'job.unknown',
};

const TONES: Record<JobView['state'], string> = {
  waiting: 'bg-muted text-muted-foreground',
  delayed: 'bg-muted text-muted-foreground',
  unknown: 'bg-muted text-muted-foreground',
  active: 'bg-accent text-accent-foreground',
  completed: 'bg-primary text-primary-foreground',
  failed: 'bg-destructive text-primary-foreground',
};

export function JobStateBadge({ state }: { state: JobView['state'] }) {
  const t = useT();
  return (
    <span className={`inline-flex shrink-0 rounded-full px-2.5 py-0.5 text-xs font-semibold ${TONES[state]}`}>
      {t(LABELS[state])}
    </span>
  );
}
