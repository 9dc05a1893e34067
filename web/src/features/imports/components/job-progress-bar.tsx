import type { JobView } from '@focustube/contracts';

import { ProgressBar } from '@/components/ui/progress-bar';
import { shownProgress } from '@/lib/job-progress';

/** The job's progress, read as a percentage (and "failed" when it failed). */
export function JobProgressBar({ job, label }: { job: Pick<JobView, 'progress' | 'state'>; label: string }) {
  const failed = job.state === 'failed';
  const progress = shownProgress(job);
  return (
    <ProgressBar
      value={progress}
      label={label}
      valueText={`${progress}%${failed ? ', failed' : ''}`}
      failed={failed}
      className="w-full"
    />
  );
}
