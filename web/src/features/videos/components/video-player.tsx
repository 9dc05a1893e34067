import { ExternalLink } from 'lucide-react';
import { useEffect, useEffectEvent, useRef, useState } from 'react';

import { Spinner } from '@/components/ui/spinner';

import { YOUTUBE_IFRAME_ALLOW, YOUTUBE_REFERRER_POLICY, youtubeEmbedUrl, youtubeWatchUrl } from '@/lib/youtube-embed';

import { loadYouTubeIframeApi, playerErrorMessage, type YouTubePlayer } from '../lib/youtube-iframe-api';

type VideoPlayerProps = {
  videoId: string;
  title: string;
  /** Second to start at; undefined while it is still being looked up. */
  startAt?: number;
  /** Called with the position every few seconds while playing, and urgently on pause, end and leaving. */
  onProgress?: (positionSeconds: number, durationSeconds: number, urgent: boolean) => void;
};

type PlayerMode = 'loading' | 'api' | 'embed' | { error: number };

const TICK_MS = 10_000;

/**
 * YouTube's IFrame Player, which reports progress and errors. Where YouTube's script cannot load
 * (blocked, offline) it falls back to a plain privacy-enhanced embed.
 */
export function VideoPlayer({ videoId, title, startAt, onProgress }: VideoPlayerProps) {
  const [mode, setMode] = useState<PlayerMode>('loading');
  const [embedStart, setEmbedStart] = useState(0);
  const host = useRef<HTMLDivElement>(null);
  const report = useEffectEvent((player: YouTubePlayer, urgent: boolean) => {
    const position = player.getCurrentTime();
    if (position > 0) onProgress?.(position, player.getDuration(), urgent);
  });
  const ready = startAt !== undefined;

  useEffect(() => {
    if (!ready) return;
    let cancelled = false;
    let player: YouTubePlayer | undefined;
    let ticker: ReturnType<typeof setInterval> | undefined;
    const start = Math.max(0, Math.floor(startAt));

    loadYouTubeIframeApi().then(
      (YT) => {
        if (cancelled || !host.current) return;
        // Our own iframe, so it carries the referrer policy from its very first request (an iframe
        // the API creates from a placeholder has none); the API attaches to it via enablejsapi=1.
        const iframe = document.createElement('iframe');
        iframe.src = youtubeEmbedUrl(videoId, {
          enablejsapi: 1,
          origin: window.location.origin,
          rel: 0,
          playsinline: 1,
          start: start > 0 ? start : undefined,
        });
        iframe.title = title;
        iframe.allow = YOUTUBE_IFRAME_ALLOW;
        iframe.referrerPolicy = YOUTUBE_REFERRER_POLICY;
        iframe.allowFullscreen = true;
        host.current.replaceChildren(iframe);
        player = new YT.Player(iframe, {
          events: {
            onReady: (event) => {
              player = event.target;
            },
            onStateChange: (event) => {
              clearInterval(ticker);
              if (event.data === YT.PlayerState.PLAYING) {
                ticker = setInterval(() => report(event.target, false), TICK_MS);
              } else if (event.data === YT.PlayerState.PAUSED || event.data === YT.PlayerState.ENDED) {
                report(event.target, true);
              }
            },
            onError: (event) => setMode({ error: event.data }),
          },
        });
        setMode('api');
      },
      () => {
        if (cancelled) return;
        setEmbedStart(start);
        setMode('embed');
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
  }, [videoId, ready]);

  const youtubeUrl = youtubeWatchUrl(videoId);
  return (
    <div className="relative aspect-video overflow-hidden rounded-xl bg-muted shadow-sm">
      {typeof mode === 'object' ? (
        <div
          role="alert"
          className="absolute inset-0 z-10 flex flex-col items-center justify-center gap-3 bg-muted p-6 text-center"
        >
          <p className="font-semibold">This video can&apos;t be played here</p>
          <p className="text-sm text-muted-foreground">{playerErrorMessage(mode.error)}</p>
          <a
            href={youtubeUrl}
            target="_blank"
            rel="noreferrer"
            className="inline-flex items-center gap-2 rounded-lg border border-border bg-card px-4 py-2 text-sm font-medium hover:bg-muted"
          >
            Watch on YouTube
            <ExternalLink aria-hidden="true" className="size-4" />
            <span className="sr-only">(opens in a new tab)</span>
          </a>
        </div>
      ) : mode === 'embed' ? (
        <iframe
          src={youtubeEmbedUrl(videoId, { rel: 0, playsinline: 1, start: embedStart > 0 ? embedStart : undefined })}
          title={title}
          allow={YOUTUBE_IFRAME_ALLOW}
          referrerPolicy={YOUTUBE_REFERRER_POLICY}
          allowFullScreen
          className="absolute inset-0 size-full"
        />
      ) : (
        mode === 'loading' && <Spinner label="Loading the player…" className="absolute inset-0 items-center py-0" />
      )}
      <div ref={host} hidden={mode !== 'api'} className="absolute inset-0 [&>iframe]:size-full" />
    </div>
  );
}
