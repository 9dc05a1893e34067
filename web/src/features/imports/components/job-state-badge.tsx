import type { JobView } from '@focustube/contracts';

const LABELS: Record<JobView['state'], string> = {
  waiting: 'Waiting',
  active: 'Running',
  delayed: 'Delayed',
  completed: 'Done',
  failed: 'Failed',
  unknown: 'Unknown',
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
  return (
    <span className={`inline-flex shrink-0 rounded-full px-2.5 py-0.5 text-xs font-semibold ${TONES[state]}`}>
      {LABELS[state]}
    </span>
  );
}
