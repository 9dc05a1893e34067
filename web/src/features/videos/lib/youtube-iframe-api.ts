/** The parts of YouTube's IFrame Player API this site uses (https://developers.google.com/youtube/iframe_api_reference). */
export interface YouTubePlayer {
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
    element: HTMLElement,
    options: {
      videoId: string;
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

/** Errors 100 (gone or private), 101 and 150 (the owner does not allow embedding). */
export const NOT_EMBEDDABLE_ERRORS = [100, 101, 150];

const API_URL = 'https://www.youtube.com/iframe_api';
const LOAD_TIMEOUT_MS = 8000;

let loading: Promise<YouTubeNamespace> | null = null;

/**
 * Loads YouTube's player script once, on the first watch page. Rejects if it cannot load in time
 * (offline, blocked), so the caller can fall back to a plain embed; a later call tries again.
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
