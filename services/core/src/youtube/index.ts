export * from './client.ts';
export * from './duration.ts';
export * from './extract-video-id.ts';
export {
  YouTubeError,
  YouTubeNotFoundError,
  YouTubeQuotaError,
  YouTubeRequestError,
  YouTubeUnavailableError,
} from './errors.ts';
