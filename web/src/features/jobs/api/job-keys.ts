/** Query keys for the jobs feature. */
export const jobKeys = {
  all: ['jobs'] as const,
  recent: () => [...jobKeys.all, 'recent'] as const,
  detail: (jobId: string) => [...jobKeys.all, 'detail', jobId] as const,
};
