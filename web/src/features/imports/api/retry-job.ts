import type { JobView } from '@focustube/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';

import { jobProgressReducer } from '@/lib/job-progress';
import { jobKeys } from '@/lib/jobs';
import { authRequest } from '@/lib/session';

export const retryJob = (jobId: string) =>
  authRequest<JobView>(`/api/jobs/${encodeURIComponent(jobId)}/retry/`, { method: 'POST' });

export function useRetryJob() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: retryJob,
    onSuccess: (job) => {
      queryClient.setQueryData<JobView>(jobKeys.detail(job.job_id), (current) =>
        jobProgressReducer(current, { type: 'retried', job }),
      );
      void queryClient.invalidateQueries({ queryKey: jobKeys.all });
    },
  });
}
