import type { JobView } from '@focustube/contracts';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';

import { NoRetryNote, RetryJobButton } from './job-summary';

const failed = (overrides: Partial<JobView> = {}): JobView => ({
  job_id: '5f1c9d2e-8a47-4b6e-9c13-2f7a0b64d9e1',
  name: 'channel-import',
  state: 'failed',
  progress: 0,
  result: null,
  failed_reason: 'YouTube has no channel with id UCthisChannelDoesNotExi.',
  attempts: 1,
  created_at: '2025-03-14T09:40:00.000Z',
  finished_at: '2025-03-14T09:40:02.000Z',
  ...overrides,
});

function renderButton(job: JobView) {
  render(
    <QueryClientProvider client={new QueryClient()}>
      <NoRetryNote job={job} />
      <RetryJobButton job={job} />
    </QueryClientProvider>,
  );
}

afterEach(cleanup);

describe('retrying a failed job', () => {
  it('offers no Retry for a job that failed for good, and says why', () => {
    renderButton(failed({ retryable: false }));
    expect(screen.queryByRole('button', { name: 'Retry' })).toBeNull();
    expect(screen.getByText('No retry: it would fail the same way. Check the id and start a new import.')).toBeTruthy();
  });

  it('offers Retry for a failure that may heal (quota, network)', () => {
    renderButton(
      failed({ retryable: true, failed_reason: "YouTube's daily quota is used up; the import will retry." }),
    );
    expect(screen.getByRole('button', { name: 'Retry' })).toBeTruthy();
    expect(screen.queryByText(/No retry/)).toBeNull();
  });

  it('offers nothing for a job that has not failed', () => {
    renderButton(failed({ state: 'completed', failed_reason: null, retryable: true }));
    expect(screen.queryByRole('button')).toBeNull();
    expect(screen.queryByText(/No retry/)).toBeNull();
  });
});
