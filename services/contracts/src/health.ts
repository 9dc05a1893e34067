import { z } from 'zod';

export const healthSchema = z.object({ status: z.literal('ok') });
export const readinessSchema = z.object({
  status: z.enum(['ok', 'unavailable']),
  checks: z.object({ database: z.enum(['ok', 'down']), redis: z.enum(['ok', 'down']) }),
});
export type Readiness = z.infer<typeof readinessSchema>;
