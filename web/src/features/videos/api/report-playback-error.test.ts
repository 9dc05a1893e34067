import { afterEach, describe, expect, it, vi } from 'vitest';

import { reportPlaybackError } from './report-playback-error';

afterEach(() => vi.unstubAllGlobals());

describe('telling FocusTube the player failed', () => {
  it('sends an "unavailable" error once per video, as a request that outlives the page, and nothing else', async () => {
    const fetchMock = vi.fn((path: string) =>
      Promise.resolve(
        path.startsWith('/api/token/refresh/')
          ? new Response(JSON.stringify({ status: 401, detail: 'Sign in.' }), { status: 401 })
          : new Response(JSON.stringify({ counted: true }), { status: 202 }),
      ),
    );
    vi.stubGlobal('fetch', fetchMock);
    const playbackCalls = () => fetchMock.mock.calls.filter(([path]) => path.includes('/playback-errors/'));

    reportPlaybackError('AAAAAAAAAAA', 5);
    reportPlaybackError('AAAAAAAAAAA', 150);
    reportPlaybackError('AAAAAAAAAAA', 101);
    reportPlaybackError('BBBBBBBBBBB', 100);
    await vi.waitFor(() => expect(playbackCalls()).toHaveLength(2));
    const [first, second] = playbackCalls() as unknown as [[string, RequestInit], [string, RequestInit]];
    expect(first[0]).toBe('/api/videos/AAAAAAAAAAA/playback-errors/');
    expect(first[1]).toMatchObject({ method: 'POST', keepalive: true, body: JSON.stringify({ code: 150 }) });
    expect(second[0]).toBe('/api/videos/BBBBBBBBBBB/playback-errors/');
    // A moment later, still only those two.
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(playbackCalls()).toHaveLength(2);
  });
});
