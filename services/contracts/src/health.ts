import { z } from 'zod';

export const healthSchema = z.object({ status: z.literal('ok') });
export const readinessSchema = z.object({
  /** `stopping`: this instance received SIGTERM and is draining; send new requests elsewhere. */
  status: z.enum(['ok', 'unavailable', 'stopping']),
  checks: z.object({ database: z.enum(['ok', 'down']), redis: z.enum(['ok', 'down']) }),
});
export type Readiness = z.infer<typeof readinessSchema>;
