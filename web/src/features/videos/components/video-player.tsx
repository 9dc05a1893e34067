import { ExternalLink } from '@/components/ui/icons';
import { useEffect, useEffectEvent, useRef, useState } from 'react';
import { flushSync } from 'react-dom';

import { YOUTUBE_IFRAME_ALLOW, YOUTUBE_REFERRER_POLICY, youtubeEmbedUrl, youtubeWatchUrl } from '@/lib/youtube-embed';

import { reportPlaybackError } from '../api/report-playback-error';
import { loadYouTubeIframeApi, playerErrorMessage, type YouTubePlayer } from '../lib/youtube-iframe-api';

import { PlayerPoster } from './player-poster';
import { useT } from '@/lib/i18n';

type VideoPlayerProps = {
  videoId: string;
  title: string;
  /** The still the Data API gave for the video (it tells which larger stills exist). */
  thumbnailUrl?: string;
  /** Second to start at; undefined while it is still being looked up. */
  startAt?: number;
  /** Called with the position every few seconds while playing, and urgently on pause, end and leaving. */
  onProgress?: (positionSeconds: number, durationSeconds: number, urgent: boolean) => void;
};

type PlayerMode = 'poster' | 'starting' | 'playing' | 'offline' | { error: number };

const TICK_MS = 10_000;

/**
 * The video's still with a play button (the markup the server sends); pressing it loads YouTube's
 * IFrame Player, which starts playing and reports progress and errors. Where YouTube's script cannot
 * load (blocked, offline) a plain privacy-enhanced embed plays instead.
 */
export function VideoPlayer({ videoId, title, thumbnailUrl, startAt, onProgress }: VideoPlayerProps) {
  const [mode, setMode] = useState<PlayerMode>('poster');
  /** Bumped by "Try again" (or the connection coming back) after the player could not load offline. */
  const [attempt, setAttempt] = useState(0);
  const box = useRef<HTMLDivElement>(null);
  const tryAgain = useRef<HTMLButtonElement>(null);
  const host = useRef<HTMLDivElement>(null);
  const report = useEffectEvent((player: YouTubePlayer, urgent: boolean) => {
    const position = player.getCurrentTime();
    if (position > 0) onProgress?.(position, player.getDuration(), urgent);
  });
  const pressed = mode !== 'poster';
  const ready = startAt !== undefined;

  // Play pressed before this code ran (held by index.html's script): it starts now. Read after hydration,
  // as the first render must be the server's poster.
  useEffect(() => {
    const root = document.documentElement;
    if (root.dataset.heldPlay === undefined) return;
    const held = root.dataset.heldPlay === videoId;
    delete root.dataset.heldPlay;
    // eslint-disable-next-line react-hooks/set-state-in-effect -- a press made outside React, taken in once.
    if (held) setMode((current) => (current === 'poster' ? 'starting' : current));
  }, [videoId]);

  useEffect(() => {
    if (!pressed || !ready) return;
    let cancelled = false;
    let player: YouTubePlayer | undefined;
    let ticker: ReturnType<typeof setInterval> | undefined;
    const start = Math.max(0, Math.floor(startAt));
    const params = { autoplay: 1, rel: 0, playsinline: 1, start: start > 0 ? start : undefined };

    // Our own iframe, so it carries the referrer policy from its very first request (an iframe the
    // API creates from a placeholder has none). It takes the keyboard focus the play button had.
    const showPlayer = (src: string) => {
      const iframe = document.createElement('iframe');
      iframe.src = src;
      iframe.title = title;
      iframe.setAttribute('allow', YOUTUBE_IFRAME_ALLOW);
      iframe.setAttribute('referrerpolicy', YOUTUBE_REFERRER_POLICY);
      iframe.allowFullscreen = true;
      const hadFocus = box.current?.contains(document.activeElement);
      host.current!.replaceChildren(iframe);
      // Shown at once (the poster goes, the host unhides) so the iframe can take the focus.
      flushSync(() => setMode('playing'));
      if (hadFocus) iframe.focus({ preventScroll: true });
      return iframe;
    };

    loadYouTubeIframeApi().then(
      (YT) => {
        if (cancelled || !host.current) return;
        const iframe = showPlayer(
          youtubeEmbedUrl(videoId, { ...params, enablejsapi: 1, origin: window.location.origin }),
        );
        player = new YT.Player(iframe, {
          events: {
            onReady: (event) => {
              player = event.target;
              // Safari and most phone browsers lose the press on its way into a new iframe, so
              // autoplay=1 alone would wait for a second tap; the API's own call usually starts it.
              event.target.playVideo();
            },
            onStateChange: (event) => {
              clearInterval(ticker);
              if (event.data === YT.PlayerState.PLAYING) {
                ticker = setInterval(() => report(event.target, false), TICK_MS);
              } else if (event.data === YT.PlayerState.PAUSED || event.data === YT.PlayerState.ENDED) {
                report(event.target, true);
              }
            },
            onError: (event) => {
              setMode({ error: event.data });
              reportPlaybackError(videoId, event.data);
            },
          },
        });
      },
      () => {
        if (cancelled || !host.current) return;
        // Offline, an embed would only show the browser's error page: say so, and start when the connection is back.
        if (!navigator.onLine) {
          const hadFocus = box.current?.contains(document.activeElement);
          flushSync(() => setMode('offline'));
          // The play button the reader pressed is gone: the keyboard focus goes to Try again.
          if (hadFocus) tryAgain.current?.focus();
          return;
        }
        // Online, the script may be what is blocked (a privacy extension): the plain embed may still play.
        showPlayer(youtubeEmbedUrl(videoId, params));
      },
    );

    return () => {
      cancelled = true;
      clearInterval(ticker);
      if (player) {
        try {
          report(player, true);
          player.destroy();
        } catch {
          // The player never finished loading: nothing to save or tear down.
        }
      }
    };
    // startAt is read once, when the player starts: a later save must not restart the video.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [videoId, pressed, ready, attempt]);

  const retry = () => {
    const hadFocus = box.current?.contains(document.activeElement);
    flushSync(() => setMode('starting'));
    // Try again is gone: the focus waits on the player's box, and goes into the player when it shows.
    if (hadFocus) box.current?.focus({ preventScroll: true });
    setAttempt((n) => n + 1);
  };
  const retryWhenOnline = useEffectEvent(retry);
  const offline = mode === 'offline';
  useEffect(() => {
    if (!offline) return;
    const online = () => retryWhenOnline();
    window.addEventListener('online', online);
    return () => window.removeEventListener('online', online);
  }, [offline]);

  const youtubeUrl = youtubeWatchUrl(videoId);
  const t = useT();
  return (
    <div
      ref={box}
      // Focusable from code only: it holds the focus between Try again and the player.
      tabIndex={-1}
      className="relative aspect-video overflow-hidden rounded-xl bg-muted shadow-sm outline-none"
    >
      {typeof mode === 'object' ? (
        <div
          role="alert"
          className="absolute inset-0 z-10 flex flex-col items-center justify-center gap-3 bg-muted p-6 text-center"
        >
          <p className="font-semibold">{t('player.cantPlay')}</p>
          <p className="text-sm text-muted-foreground">{playerErrorMessage(mode.error)}</p>
          <a
            href={youtubeUrl}
            target="_blank"
            rel="noreferrer"
            className="inline-flex items-center gap-2 rounded-lg border border-border bg-card px-4 py-2 text-sm font-medium hover:bg-muted"
          >
            {t('player.watchOnYouTube')}
            <ExternalLink aria-hidden="true" className="size-4" />
            <span className="sr-only">{t('common.opensInNewTab')}</span>
          </a>
        </div>
      ) : offline ? (
        <div
          role="alert"
          className="absolute inset-0 z-10 flex flex-col items-center justify-center gap-3 bg-muted p-6 text-center"
        >
          <p className="font-semibold">{t('player.offline')}</p>
          <p className="text-sm text-muted-foreground">{t('player.offlineHint')}</p>
          <button
            ref={tryAgain}
            type="button"
            onClick={retry}
            className="inline-flex min-h-10 items-center gap-2 rounded-lg border border-border bg-card px-4 py-2 text-sm font-medium hover:bg-muted"
          >
            {t('common.tryAgain')}
          </button>
        </div>
      ) : (
        mode !== 'playing' && (
          <PlayerPoster
            videoId={videoId}
            title={title}
            thumbnailUrl={thumbnailUrl}
            starting={mode === 'starting'}
            onPlay={() => setMode('starting')}
          />
        )
      )}
      <p role="status" className="sr-only">
        {mode === 'starting' ? t('player.loading') : ''}
      </p>
      <div ref={host} hidden={mode !== 'playing'} className="absolute inset-0 [&>iframe]:size-full" />
    </div>
  );
}
