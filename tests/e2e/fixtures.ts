import { test as base, expect } from '@playwright/test';
import { launchServer, type RunningServer } from './support/server';

/** The video the About page is set up with in these tests (the second is left unset). */
export const TEST_VIDEO_URL = 'https://www.youtube-nocookie.com/embed/paddock-walk-round';

interface WorkerFixtures {
  server: RunningServer;
}

interface TestFixtures {
  /** Addresses the page tried to reach outside our server; all of them are refused. */
  externalRequests: string[];
}

export const test = base.extend<TestFixtures, WorkerFixtures>({
  server: [
    // biome-ignore lint/correctness/noEmptyPattern: Playwright's fixture signature
    async ({}, use) => {
      const server = await launchServer({ setup: [['park', 'set', 'video-1', TEST_VIDEO_URL]] });
      await use(server);
      await server.stop();
    },
    { scope: 'worker' },
  ],
  baseURL: async ({ server }, use) => use(server.url),
  externalRequests: [
    async ({ context }, use) => {
      const seen: string[] = [];
      // The machine has no internet; refusing at once keeps pages from waiting on it.
      await context.route(
        (url) => url.hostname !== '127.0.0.1',
        (route) => {
          seen.push(route.request().url());
          return route.abort('internetdisconnected');
        },
      );
      await use(seen);
    },
    { auto: true },
  ],
});

export { expect };
