import { jobPayloadSchemas, type JobName } from '@focustube/contracts';
import { describe, expect, it } from 'vitest';

import { jobDisplayName } from './recent-jobs';

describe('job labels', () => {
  it("names every job of the registry in the reader's words, the scheduled ones included", () => {
    expect(jobDisplayName('refresh-source')).toBe('Channel refresh');
    expect(jobDisplayName('quality-scores')).toBe('Quality scores');
    // A job this screen does not know yet: its registry name in words.
    expect(jobDisplayName('future-job')).toBe('Future job');
    expect(jobDisplayName('channel-import')).toBe('Channel fetch');
    expect(jobDisplayName('bulk-approve')).toBe('Bulk approve');
    for (const name of Object.keys(jobPayloadSchemas) as JobName[]) {
      expect(jobDisplayName(name)).toMatch(/^[A-Z][a-z]+( [a-z]+)*$/);
    }
  });
});
