import fp from 'fastify-plugin';
import { createYouTubeClient, type Config, type YouTubeClient } from '@focustube/core';
import { UnavailableError } from '../errors.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /** The YouTube Data API client, or a 503 explaining that imports are not set up. */
    youtube(): YouTubeClient;
  }
}

export const NO_YOUTUBE_KEY =
  'Importing from YouTube is not set up on this server: set YOUTUBE_API_KEY. Everything else keeps working.';

export default fp<{ config: Config }>(
  async (app, { config }) => {
    const client = config.YOUTUBE_API_KEY
      ? createYouTubeClient({ apiKey: config.YOUTUBE_API_KEY, apiUrl: config.YOUTUBE_API_URL })
      : null;
    app.decorate('youtube', () => {
      if (!client) throw new UnavailableError(NO_YOUTUBE_KEY);
      return client;
    });
  },
  { name: 'youtube' },
);
