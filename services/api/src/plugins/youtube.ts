import fp from 'fastify-plugin';
import { createYouTubeClient, type Config, type YouTubeClient } from '@focustube/core';
import { UnavailableError } from '../errors.ts';
import { msg } from '../i18n.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /** The YouTube Data API client, or a 503 explaining that imports are not set up. */
    youtube(): YouTubeClient;
  }
}

/**
 * The API asks YouTube while someone waits (a member's suggestion checked, a channel resolved, a source
 * registered): a YouTube that does not answer is a 503 after this long, not after the workers' 15 s.
 */
const INTERACTIVE_TIMEOUT_MS = 5000;

export default fp<{ config: Config }>(
  async (app, { config }) => {
    const client = config.YOUTUBE_API_KEY
      ? createYouTubeClient({
          apiKey: config.YOUTUBE_API_KEY,
          apiUrl: config.YOUTUBE_API_URL,
          timeoutMs: INTERACTIVE_TIMEOUT_MS,
        })
      : null;
    app.decorate('youtube', () => {
      if (!client) throw new UnavailableError(msg('imports.noYoutubeKey'));
      return client;
    });
  },
  { name: 'youtube' },
);
