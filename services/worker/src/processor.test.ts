import { describe, expect, it, vi } from 'vitest';
import { UnrecoverableError } from 'bullmq';
import type { JobPayload } from '@focustube/contracts';
import { runJob, type Processors } from './processor.ts';

const result = { requested: 1, imported: 1, already_known: 0, unavailable: [] };

function processorsWith(saveVideo: Processors['save-video']): Processors {
  const unused = () => Promise.reject(new Error('not this one'));
  return {
    'save-video': saveVideo,
    'bulk-approve': unused,
    'channel-import': unused,
    'refresh-source': unused,
    'gift-community': unused,
    'quality-scores': unused,
    'prune-outbox': unused,
  };
}

describe('runJob', () => {
  it('gives the processor the payload as its schema parsed it', async () => {
    const saveVideo = vi.fn(async (_payload: JobPayload<'save-video'>) => result);
    const job = { updateProgress: vi.fn(async () => undefined) };
    const data = { actor: { id: 1, username: 'amina' }, video_id: 'rDiGYuQicpA', injected: 'dropped' };
    await expect(runJob(processorsWith(saveVideo), 'save-video', data, job)).resolves.toEqual(result);
    expect(saveVideo).toHaveBeenCalledWith({ actor: { id: 1, username: 'amina' }, video_id: 'rDiGYuQicpA' }, job);
  });

  it('fails for good, without running the processor, when the data is not the job’s', () => {
    const saveVideo = vi.fn(async () => result);
    const run = () =>
      runJob(processorsWith(saveVideo), 'save-video', { video_id: 'not an id' }, { updateProgress: async () => {} });
    expect(run).toThrow(UnrecoverableError);
    expect(run).toThrow('The "save-video" job\'s data is not valid.');
    expect(saveVideo).not.toHaveBeenCalled();
  });
});
