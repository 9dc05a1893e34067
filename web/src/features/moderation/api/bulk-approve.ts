import type { jobAcceptedSchema } from '@focustube/contracts';
import type { z } from 'zod';
export type { BulkApproveResult } from '@focustube/contracts';

import { authRequest } from '@/lib/session';

/** Starts approving every pending video as a background job (after the dashboard's confirmation). */
export const startBulkApprove = () =>
  authRequest<z.infer<typeof jobAcceptedSchema>>('/api/bulk-approve/', { method: 'POST', body: { all: true } });
