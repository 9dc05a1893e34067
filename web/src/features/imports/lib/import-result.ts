import type { ImportResult, JobView } from '@focustube/contracts';

/** The counts of an import job's result, when it has one. */
export function importResultOf(job: Pick<JobView, 'result'>): ImportResult | null {
  const result = job.result as Partial<ImportResult> | null;
  if (!result || typeof result.imported !== 'number') return null;
  return {
    requested: result.requested ?? 0,
    imported: result.imported,
    already_known: result.already_known ?? 0,
    unavailable: result.unavailable ?? [],
  };
}
