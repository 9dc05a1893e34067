import { jobPayloadSchemas, type JobName } from '@focustube/contracts';
import { describe, expect, it } from 'vitest';

import { jobDisplayName } from './recent-jobs';

describe('job labels', () => {
  it("names every job of the registry in words, the scheduled refresh included ('refresh-source')", () => {
    expect(jobDisplayName('refresh-source')).toBe('Refresh source');
    expect(jobDisplayName('channel-import')).toBe('Channel fetch');
    expect(jobDisplayName('bulk-approve')).toBe('Bulk approve');
    for (const name of Object.keys(jobPayloadSchemas) as JobName[]) {
      expect(jobDisplayName(name)).toMatch(/^[A-Z][a-z]+( [a-z]+)*$/);
    }
  });
});
