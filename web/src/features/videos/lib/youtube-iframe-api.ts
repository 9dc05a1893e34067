import { translate } from '@/lib/i18n';

/** The parts of YouTube's IFrame Player API this site uses (https://developers.google.com/youtube/iframe_api_reference). */
export interface YouTubePlayer {
  playVideo(): void;
  getCurrentTime(): number;
  getDuration(): number;
  destroy(): void;
}

export interface YouTubePlayerEvent {
  target: YouTubePlayer;
  data: number;
}

export interface YouTubeNamespace {
  Player: new (
    /** An element to replace with a player, or our own player iframe (its src carrying `enablejsapi=1`). */
    element: HTMLElement,
    options: {
      videoId?: string;
      host?: string;
      width?: string | number;
      height?: string | number;
      playerVars?: Record<string, string | number>;
      events?: {
        onReady?: (event: YouTubePlayerEvent) => void;
        onStateChange?: (event: YouTubePlayerEvent) => void;
        onError?: (event: YouTubePlayerEvent) => void;
      };
    },
  ) => YouTubePlayer;
  PlayerState: { ENDED: number; PLAYING: number; PAUSED: number };
}

declare global {
  interface Window {
    YT?: YouTubeNamespace;
    onYouTubeIframeAPIReady?: () => void;
  }
}

/**
 * What the player's `onError` codes mean to a viewer (IFrame API reference, "onError"). 153 is YouTube
 * refusing an embed that sent no Referer; every other code gets a generic sentence.
 */
export function playerErrorMessage(code: number): string {
  switch (code) {
    case 2:
      return translate('player.invalid');
    case 5:
      return translate('player.html5');
    case 100:
      return translate('player.gone');
    case 101:
    case 150:
      return translate('player.embedBlocked');
    case 153:
      return translate('player.refused');
    default:
      return translate('player.other', { code });
  }
}

/** Where a player's first requests go: the embed page, YouTube's script, and the stills and player files. */
const PLAYER_ORIGINS = ['https://www.youtube-nocookie.com', 'https://www.youtube.com', 'https://i.ytimg.com'];

/**
 * Opens the connections a player is about to need while the visitor is still reaching for play
 * (hover, focus), as lite-youtube-embed does; on a slow mobile network that saves a round trip or two.
 */
export function warmYouTubeConnections(): void {
  for (const origin of PLAYER_ORIGINS) {
    if (document.head.querySelector(`link[rel="preconnect"][href="${origin}"]`)) continue;
    const link = document.createElement('link');
    link.rel = 'preconnect';
    link.href = origin;
    document.head.append(link);
  }
}

const API_URL = 'https://www.youtube.com/iframe_api';
const LOAD_TIMEOUT_MS = 8000;

let loading: Promise<YouTubeNamespace> | null = null;

/**
 * Loads YouTube's player script once, when a visitor first presses play. Rejects if it cannot load
 * in time (offline, blocked), so the caller can fall back to a plain embed; a later call tries again.
 */
export function loadYouTubeIframeApi(): Promise<YouTubeNamespace> {
  if (window.YT?.Player) return Promise.resolve(window.YT);
  loading ??= new Promise<YouTubeNamespace>((resolve, reject) => {
    const fail = () => {
      clearTimeout(timer);
      loading = null;
      script.remove();
      reject(new Error('The YouTube player could not be loaded.'));
    };
    const timer = setTimeout(fail, LOAD_TIMEOUT_MS);
    const previous = window.onYouTubeIframeAPIReady;
    window.onYouTubeIframeAPIReady = () => {
      previous?.();
      clearTimeout(timer);
      if (window.YT) resolve(window.YT);
    };
    const script = document.createElement('script');
    script.src = API_URL;
    script.async = true;
    script.onerror = fail;
    document.head.append(script);
  });
  return loading;
}
