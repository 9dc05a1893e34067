export * from './client.ts';
export * from './duration.ts';
export {
  YouTubeError,
  YouTubeNotFoundError,
  YouTubeQuotaError,
  YouTubeRequestError,
  YouTubeUnavailableError,
} from './errors.ts';
export * from './category-names.ts';
