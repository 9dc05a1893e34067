import type { JobView } from '@focustube/contracts';

import { shownProgress } from '@/lib/job-progress';

/** The job's progress as a bar that assistive technology reads as a percentage. */
export function JobProgressBar({ job, label }: { job: Pick<JobView, 'progress' | 'state'>; label: string }) {
  const failed = job.state === 'failed';
  const progress = shownProgress(job);
  return (
    <div
      role="progressbar"
      aria-label={label}
      aria-valuemin={0}
      aria-valuemax={100}
      aria-valuenow={progress}
      aria-valuetext={`${progress}%${failed ? ', failed' : ''}`}
      className="h-2 w-full overflow-hidden rounded-full bg-muted"
    >
      <div
        className={`h-full rounded-full transition-[width] duration-300 motion-reduce:transition-none ${failed ? 'bg-destructive' : 'bg-primary'}`}
        style={{ width: `${progress}%` }}
      />
    </div>
  );
}
