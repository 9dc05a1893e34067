import type { JobView } from '@focustube/contracts';

import { ProgressBar } from '@/components/ui/progress-bar';
import { useT } from '@/lib/i18n';
import { shownProgress } from '@/lib/job-progress';

/** The job's progress, read as a percentage (and "failed" when it failed). */
export function JobProgressBar({ job, label }: { job: Pick<JobView, 'progress' | 'state'>; label: string }) {
  const t = useT();
  const failed = job.state === 'failed';
  const progress = shownProgress(job);
  return (
    <ProgressBar
      value={progress}
      label={label}
      valueText={failed ? t('job.progressFailed', { percent: progress }) : t('job.progress', { percent: progress })}
      failed={failed}
      className="w-full"
    />
  );
}
