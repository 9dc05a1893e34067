import type { JobView } from '@focustube/contracts';
import { describe, expect, it } from 'vitest';

import { importResultOf } from './import-result';

const job = (overrides: Partial<JobView> = {}): JobView => ({
  job_id: 'b3c1f9e2-0000-4000-8000-000000000001',
  name: 'channel-import',
  state: 'completed',
  progress: 100,
  result: null,
  failed_reason: null,
  attempts: 1,
  created_at: '2026-01-01T00:00:00.000Z',
  finished_at: null,
  ...overrides,
});

describe('importResultOf', () => {
  it('reads the counts of an import and nothing else', () => {
    expect(importResultOf(job({ result: { requested: 5, imported: 3, already_known: 2, unavailable: [] } }))).toEqual({
      requested: 5,
      imported: 3,
      already_known: 2,
      unavailable: [],
    });
    expect(importResultOf(job({ result: { approved: 3 } }))).toBeNull();
    expect(importResultOf(job())).toBeNull();
  });
});
