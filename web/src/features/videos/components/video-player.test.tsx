import { act, cleanup, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { afterEach, describe, expect, it, vi } from 'vitest';

import type { YouTubeNamespace } from '../lib/youtube-iframe-api';

import { VideoPlayer } from './video-player';

const VIDEO_ID = 'AAAAAAAAAAA';
const TITLE = 'Intro to fractions';

const youtubeScripts = () => [...document.querySelectorAll('script')].filter((s) => /youtube\.com/.test(s.src));
const apiScript = () => document.querySelector<HTMLScriptElement>('script[src="https://www.youtube.com/iframe_api"]');
const playButton = () => screen.getByRole('link', { name: `Play ${TITLE}` });
const findIframe = (container: HTMLElement) =>
  waitFor(() => {
    const iframe = container.querySelector('iframe');
    if (!iframe) throw new Error('No player yet');
    return iframe;
  });

afterEach(() => {
  cleanup();
  for (const node of document.head.querySelectorAll('script, link[rel="preconnect"]')) node.remove();
  delete window.YT;
  delete window.onYouTubeIframeAPIReady;
});

describe('the watch page player', () => {
  it('shows the still and a play button, and asks nothing of YouTube until pressed', () => {
    const { container } = render(<VideoPlayer videoId={VIDEO_ID} title={TITLE} startAt={0} />);
    expect(playButton()).toBeTruthy();
    expect(container.querySelector('img')?.getAttribute('src')).toBe(
      `https://i.ytimg.com/vi/${VIDEO_ID}/hqdefault.jpg`,
    );
    expect(container.querySelector('iframe')).toBeNull();
    expect(youtubeScripts()).toEqual([]);
  });

  it('starts with Space, as a play button does, without scrolling the page', async () => {
    const user = userEvent.setup();
    render(<VideoPlayer videoId={VIDEO_ID} title={TITLE} />);
    playButton().focus();
    // Space's default action (scrolling) is left to the browser unless something prevented it.
    const scrolls: boolean[] = [];
    const onKeyDown = (event: KeyboardEvent) => event.key === ' ' && scrolls.push(!event.defaultPrevented);
    document.addEventListener('keydown', onKeyDown);
    // Shift+Space is the reader's (it scrolls back up).
    await user.keyboard('{Shift>} {/Shift}');
    expect(screen.getByRole('status').textContent).toBe('');
    await user.keyboard(' ');
    expect(screen.getByRole('status').textContent).toBe('Loading the player…');
    expect(scrolls).toEqual([true, false]);
    document.removeEventListener('keydown', onKeyDown);
  });

  it('offers the 640 px still only when the Data API listed one', () => {
    const srcset = (thumbnailUrl: string) => {
      const { container } = render(
        <VideoPlayer videoId={VIDEO_ID} title={TITLE} thumbnailUrl={thumbnailUrl} startAt={0} />,
      );
      const value = container.querySelector('img')!.getAttribute('srcset');
      cleanup();
      return value;
    };
    expect(srcset(`https://i.ytimg.com/vi/${VIDEO_ID}/hqdefault.jpg`)).not.toContain('sddefault');
    expect(srcset(`https://i.ytimg.com/vi/${VIDEO_ID}/maxresdefault.jpg`)).toContain('sddefault.jpg 640w');
  });

  it('renders the same markup on the server as in the browser, so hydration keeps it', async () => {
    const element = <VideoPlayer videoId={VIDEO_ID} title={TITLE} startAt={0} />;
    const html = renderToString(element);
    expect(html).toContain(`aria-label="Play ${TITLE}"`);
    expect(html).not.toContain('<iframe');
    const root = document.createElement('div');
    root.innerHTML = html;
    document.body.append(root);
    // A changed tree fails hydration; a changed attribute is only logged.
    const onRecoverableError = vi.fn();
    const logged = vi.spyOn(console, 'error').mockImplementation(() => {});
    await act(async () => {
      hydrateRoot(root, element, { onRecoverableError });
    });
    expect(onRecoverableError).not.toHaveBeenCalled();
    expect(logged).not.toHaveBeenCalled();
    logged.mockRestore();
    root.remove();
  });

  it("falls back to a plain embed that starts playing when YouTube's script cannot load", async () => {
    const user = userEvent.setup();
    const { container, rerender } = render(<VideoPlayer videoId={VIDEO_ID} title={TITLE} />);
    await user.click(playButton());
    // The saved position is still being looked up: the player waits for it.
    expect(screen.getByRole('status').textContent).toBe('Loading the player…');
    expect(apiScript()).toBeNull();

    rerender(<VideoPlayer videoId={VIDEO_ID} title={TITLE} startAt={42.7} />);
    await waitFor(() => expect(apiScript()).not.toBeNull());
    expect(container.querySelector('iframe')).toBeNull();
    act(() => {
      apiScript()!.dispatchEvent(new Event('error'));
    });

    const iframe = await findIframe(container);
    const src = new URL(iframe.src);
    expect(`${src.origin}${src.pathname}`).toBe(`https://www.youtube-nocookie.com/embed/${VIDEO_ID}`);
    expect(src.searchParams.get('autoplay')).toBe('1');
    expect(src.searchParams.get('start')).toBe('42');
    expect(src.searchParams.has('mute')).toBe(false);
    expect(iframe.getAttribute('referrerpolicy')).toBe('strict-origin-when-cross-origin');
    expect(iframe.getAttribute('allow')).toContain('autoplay');
    expect(screen.queryByRole('link', { name: `Play ${TITLE}` })).toBeNull();
    // The keyboard focus the play button had is now the player's.
    expect(document.activeElement).toBe(iframe);
  });

  it('says so when offline, instead of an embed showing the browser’s error page, and starts once back online', async () => {
    const onLine = vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    try {
      const user = userEvent.setup();
      const { container } = render(<VideoPlayer videoId={VIDEO_ID} title={TITLE} startAt={0} />);
      await user.click(playButton());
      await waitFor(() => expect(apiScript()).not.toBeNull());
      act(() => {
        apiScript()!.dispatchEvent(new Event('error'));
      });
      await waitFor(() => expect(screen.getByRole('alert').textContent).toContain("You're offline"));
      expect(container.querySelector('iframe')).toBeNull();
      // The play button the reader pressed is gone: the focus is on Try again.
      expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Try again' }));
      // The connection comes back: the player loads again by itself.
      onLine.mockReturnValue(true);
      act(() => {
        window.dispatchEvent(new Event('online'));
      });
      await waitFor(() => expect(apiScript()).not.toBeNull());
      act(() => {
        apiScript()!.dispatchEvent(new Event('error'));
      });
      const iframe = await findIframe(container);
      expect(new URL(iframe.src).pathname).toBe(`/embed/${VIDEO_ID}`);
      expect(screen.queryByRole('alert')).toBeNull();
    } finally {
      onLine.mockRestore();
    }
  });

  it("hands the press to YouTube's player, which is told to play", async () => {
    const user = userEvent.setup();
    const { container } = render(<VideoPlayer videoId={VIDEO_ID} title={TITLE} startAt={0} />);
    await user.hover(playButton());
    // Reaching for play opens the connections the player will need, and loads nothing yet.
    expect(
      [...document.head.querySelectorAll('link[rel="preconnect"]')].map((link) => link.getAttribute('href')),
    ).toEqual(['https://www.youtube-nocookie.com', 'https://www.youtube.com', 'https://i.ytimg.com']);
    expect(youtubeScripts()).toEqual([]);
    await user.click(playButton());
    await waitFor(() => expect(apiScript()).not.toBeNull());

    // What YouTube's script does once loaded: define YT and call back.
    const made: { element: HTMLElement; events: { onReady(event: unknown): void } }[] = [];
    const player = { playVideo: vi.fn(), getCurrentTime: () => 0, getDuration: () => 0, destroy: () => {} };
    window.YT = {
      PlayerState: { ENDED: 0, PLAYING: 1, PAUSED: 2 },
      Player: function (element: HTMLElement, options: { events: { onReady(event: unknown): void } }) {
        made.push({ element, events: options.events });
        return player;
      },
    } as unknown as YouTubeNamespace;
    act(() => window.onYouTubeIframeAPIReady!());

    const iframe = await findIframe(container);
    const src = new URL(iframe.src);
    expect(src.searchParams.get('enablejsapi')).toBe('1');
    expect(src.searchParams.get('autoplay')).toBe('1');
    expect(src.searchParams.has('start')).toBe(false);
    expect(made.map((m) => m.element)).toEqual([iframe]);
    act(() => made[0]!.events.onReady({ target: player, data: 0 }));
    expect(player.playVideo).toHaveBeenCalledOnce();
  });
});
