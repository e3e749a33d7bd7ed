import { defineConfig } from '@playwright/test';
import { chromiumArgs, chromiumPath } from './scripts/chromium.mjs';

export default defineConfig({
  testDir: 'tests/e2e',
  outputDir: 'test-results',
  globalSetup: './tests/e2e/support/globalSetup.ts',
  // Waits, not speed marks: a loaded 2-core machine (CI) runs a long journey slowly, and a test
  // that fails there must fail for what it shows, not for the time it took.
  timeout: 60_000,
  expect: { timeout: 10_000 },
  // Two on the 2-core CI machine, each with servers of its own, so none sees another's park;
  // a third measured slower there, every core then busy with a browser and two servers.
  workers: 2,
  fullyParallel: false,
  forbidOnly: true,
  retries: 0,
  reporter: process.env.CI ? 'line' : 'list',
  use: {
    browserName: 'chromium',
    launchOptions: {
      executablePath: chromiumPath() ?? undefined,
      args: chromiumArgs,
    },
    // The pages as the server serves them: the service worker (which keeps the app for when
    // there is no connection, and answers pages and the build's files once it runs) is tested
    // in offline.spec.ts, which allows it (decision 116).
    serviceWorkers: 'block',
    trace: 'retain-on-failure',
    screenshot: 'only-on-failure',
  },
});
