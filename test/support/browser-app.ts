import type { Browser } from 'playwright-core';
import { startTestApp, type TestApp } from './app.ts';
import { launchBrowser, TEST_CHROMIUM_PATH } from './browser.ts';
import { startTestStack, type TestStack } from './stack.ts';

/** An app under test listening at `origin`, with Chromium beside it; `close()` closes the browser, then the app. */
export type BrowserApp<T extends TestApp = TestApp> = T & { origin: string; browser: Browser };

/** The API alone on a free port, and Chromium. */
export function startBrowserApp(env: Record<string, string> = {}): Promise<BrowserApp> {
  return withBrowser(async () => {
    const t = await startTestApp(env);
    return { ...t, origin: await t.app.listen({ port: 0, host: '127.0.0.1' }) };
  });
}

/** The API and a worker (see startTestStack), and Chromium. */
export function startBrowserStack(env: Record<string, string> = {}): Promise<BrowserApp<TestStack>> {
  return withBrowser(() => startTestStack(env));
}

async function withBrowser<T extends TestApp & { origin: string }>(start: () => Promise<T>): Promise<BrowserApp<T>> {
  const t = await start();
  let browser: Browser;
  try {
    browser = await launchBrowser([], TEST_CHROMIUM_PATH);
  } catch (error) {
    await t.close();
    throw error;
  }
  return {
    ...t,
    browser,
    async close() {
      await browser.close();
      await t.close();
    },
  };
}
