import { exampleVideo, type Video, type VideoPage } from '@focustube/contracts';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, describe, expect, it, vi } from 'vitest';

import { RelatedVideos } from './related-videos';

const video = (videoId: string, title: string): Video => ({ ...exampleVideo, video_id: videoId, title });

const page = (results: Video[], next: string | null): VideoPage =>
  ({ results, next, previous: null, count: results.length }) as unknown as VideoPage;

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const FIRST = '/api/approved/?categories=technology&page_size=20';

/** The side list of a watch page whose "Up next" already shows `above`, over a server answering `pages` by path. */
function renderSideList(pages: Record<string, VideoPage>, above: string[]) {
  vi.stubGlobal(
    'fetch',
    vi.fn(async (path: string) => (pages[path] ? Response.json(pages[path]) : new Response(null, { status: 404 }))),
  );
  render(
    <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
      <MemoryRouter>
        <RelatedVideos
          filter={{ categories: ['technology'], subcategory: null }}
          currentVideoId="CURRENTVID1"
          exclude={new Set(above)}
          watchPath={(id) => `/watch/${id}`}
        />
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

describe('the side list beside the player', () => {
  it('shows nothing, not "No videos found.", when every video of the family is already in Up next', async () => {
    renderSideList({ [FIRST]: page([video('UPNEXTVID01', 'One'), video('UPNEXTVID02', 'Two')], null) }, [
      'UPNEXTVID01',
      'UPNEXTVID02',
    ]);
    await vi.waitFor(() => expect(fetch).toHaveBeenCalledTimes(1));
    // The answer is in and drawn: no heading, no empty message.
    await vi.waitFor(() => expect(screen.queryByText('Loading more videos…')).toBeNull());
    expect(screen.queryByText('No videos found.')).toBeNull();
    expect(screen.queryByRole('heading', { name: 'More videos' })).toBeNull();
  });

  it('reads on when its first page is all in Up next, and shows the videos after it', async () => {
    renderSideList(
      {
        [FIRST]: page([video('UPNEXTVID01', 'One')], '/api/approved/?cursor=next'),
        '/api/approved/?cursor=next': page([video('LATERVIDEO1', 'Later one')], null),
      },
      ['UPNEXTVID01'],
    );
    expect(await screen.findByText('Later one')).toBeTruthy();
    expect(screen.queryByText('No videos found.')).toBeNull();
  });

  it('still says "No videos found." when the family has no video at all', async () => {
    renderSideList({ [FIRST]: page([], null) }, []);
    expect(await screen.findByText('No videos found.')).toBeTruthy();
  });
});
