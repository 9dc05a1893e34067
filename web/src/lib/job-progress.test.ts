import type { JobView } from '@focustube/contracts';
import { describe, expect, it } from 'vitest';

import { isFinished, jobProgressReducer, shownProgress } from './job-progress';

const job = (overrides: Partial<JobView> = {}): JobView => ({
  job_id: 'b3c1f9e2-0000-4000-8000-000000000001',
  name: 'channel-import',
  state: 'waiting',
  progress: 0,
  result: null,
  failed_reason: null,
  attempts: 0,
  created_at: '2026-01-01T00:00:00.000Z',
  finished_at: null,
  ...overrides,
});

describe('jobProgressReducer', () => {
  it('takes the first read as it is', () => {
    expect(jobProgressReducer(undefined, { type: 'snapshot', job: job({ progress: 20 }) })).toEqual(
      job({ progress: 20 }),
    );
  });

  it('moves progress forward only, marking the job active', () => {
    let state = jobProgressReducer(job(), { type: 'progress', progress: 40 });
    expect(state).toMatchObject({ state: 'active', progress: 40 });
    state = jobProgressReducer(state, { type: 'progress', progress: 30 });
    expect(state?.progress).toBe(40);
    state = jobProgressReducer(state, { type: 'snapshot', job: job({ state: 'active', progress: 25 }) });
    expect(state?.progress).toBe(40);
    expect(jobProgressReducer(state, { type: 'progress', progress: 250 })?.progress).toBe(100);
  });

  it('finishes with the result and ignores a late, stale read or progress event', () => {
    const result = { requested: 5, imported: 4, already_known: 1, unavailable: [] };
    let state = jobProgressReducer(job({ state: 'active', progress: 60 }), { type: 'completed', result });
    expect(state).toMatchObject({ state: 'completed', progress: 100, result });
    state = jobProgressReducer(state, { type: 'snapshot', job: job({ state: 'active', progress: 80 }) });
    expect(state?.state).toBe('completed');
    state = jobProgressReducer(state, { type: 'progress', progress: 90 });
    expect(state).toMatchObject({ state: 'completed', progress: 100 });
    expect(isFinished(state!)).toBe(true);
  });

  it('records the failure reason and starts over on retry', () => {
    let state = jobProgressReducer(job({ state: 'active', progress: 30 }), {
      type: 'failed',
      failed_reason: 'YouTube has no channel UCnope.',
    });
    expect(state).toMatchObject({ state: 'failed', failed_reason: 'YouTube has no channel UCnope.', progress: 30 });
    state = jobProgressReducer(state, { type: 'retried', job: state! });
    expect(state).toMatchObject({ state: 'waiting', progress: 0, failed_reason: null, result: null });
    state = jobProgressReducer(state, { type: 'snapshot', job: job({ state: 'active', progress: 10 }) });
    expect(state).toMatchObject({ state: 'active', progress: 10 });
  });

  it('ignores events for a job it has not read yet', () => {
    expect(jobProgressReducer(undefined, { type: 'progress', progress: 50 })).toBeUndefined();
    expect(jobProgressReducer(undefined, { type: 'completed', result: null })).toBeUndefined();
  });
});

describe('shownProgress', () => {
  it('shows a completed job as done whatever the worker last reported', () => {
    expect(shownProgress(job({ state: 'completed', progress: 0 }))).toBe(100);
    expect(shownProgress(job({ state: 'failed', progress: 30 }))).toBe(30);
  });
});
