export type { BulkApproveResult } from '@focustube/contracts';

import { authRequest } from '@/lib/session';

/** Starts approving every pending video as a background job. */
export const startBulkApprove = () =>
  authRequest<{ job_id: string; message: string }>('/api/bulk-approve/', { method: 'POST', body: {} });
