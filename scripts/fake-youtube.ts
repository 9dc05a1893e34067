/**
 * `npm run fake-youtube`: serves the fake YouTube Data API (test/fakes) on FAKE_YOUTUBE_PORT (4010), so
 * channel imports can be tried locally without the internet or a real API key.
 */
import { publicVideos } from '../test/fakes/fixtures.ts';
import { startFakeYouTube } from '../test/fakes/youtube-server.ts';

const port = Number(process.env.FAKE_YOUTUBE_PORT ?? 4010);
if (!Number.isInteger(port) || port < 0 || port > 65535) {
  console.error(`FAKE_YOUTUBE_PORT must be a port number, not "${process.env.FAKE_YOUTUBE_PORT}".`);
  process.exit(1);
}

const fake = await startFakeYouTube({ port, host: '127.0.0.1' });
console.log(`Fake YouTube Data API listening on ${fake.url}`);
console.log('Start FocusTube with:');
console.log(`  YOUTUBE_API_URL=${fake.url} YOUTUBE_API_KEY=${fake.apiKey}`);
console.log('Channels you can import:');
for (const channel of fake.channels.values()) {
  console.log(`  ${channel.channelId}  ${channel.title} (${publicVideos(channel).length} videos)`);
}

const stop = () => {
  fake.stop().then(
    () => process.exit(0),
    () => process.exit(1),
  );
};
process.once('SIGINT', stop);
process.once('SIGTERM', stop);
