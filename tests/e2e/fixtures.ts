import { type APIResponse, test as base, expect, type Page } from '@playwright/test';
import { type FakeSeam, startFakeSeam } from '../support/fakeSeam';
import { startSmtpServer, type TestSmtpServer } from '../support/smtpServer';
import { originOf } from './support/origin';
import { launchServer, type RunningServer, SERVER_FIXTURE_MS } from './support/server';
import { REMEMBER_COOKIE, rememberStaff } from './support/staffTwoFactor';

/** The video the About page is set up with in these tests (the second is left unset). */
export const TEST_VIDEO_URL = 'https://www.youtube-nocookie.com/embed/paddockWalk';

/** The first staff account, made at start from ADMIN_EMAIL and ADMIN_PASSWORD. */
export const STAFF = {
  email: 'owner@meadowpaddock.example',
  password: 'the owner walks the dogs at dawn',
};

/** An admin who is not a super admin, made with the command line before the server starts. */
export const HELPER = {
  email: 'helper@meadowpaddock.example',
  password: 'the helper mows the field',
};

export interface ParkServer extends RunningServer {
  /** The cookie of a browser remembered by STAFF and HELPER after their code. */
  staffRemembered: string;
}

interface WorkerFixtures {
  /** A real SMTP server the app delivers to; tests read what arrives. */
  mail: TestSmtpServer;
  server: ParkServer;
}

interface TestFixtures {
  /** Addresses the page tried to reach outside our server; all of them are refused. */
  externalRequests: string[];
}

/**
 * The park every e2e server starts as: our video, a plain admin and a discount; its staff have
 * set up two-factor sign-in, remembered in the browser each test starts with.
 */
async function launchParkServer(
  mail: TestSmtpServer,
  extraEnv: Record<string, string> = {},
): Promise<ParkServer> {
  const server = await launchServer({
    env: {
      ...extraEnv,
      SMTP_URL: mail.url,
      ADMIN_EMAIL: STAFF.email,
      ADMIN_PASSWORD: STAFF.password,
      // Each test is a visitor from an address of its own (see extraHTTPHeaders below).
      TRUST_PROXY: '1',
    },
    setup: [
      ['park', 'set', 'video-1', TEST_VIDEO_URL],
      ['user', 'create', '--email', HELPER.email, '--password', HELPER.password, '--role', 'admin'],
      [
        'discount',
        'add',
        '--name',
        'Spring offer',
        '--code',
        'SPRING10',
        '--percent',
        '10',
        '--max',
        '100',
      ],
    ],
  });
  try {
    return { ...server, staffRemembered: await rememberStaff(server.url, [STAFF, HELPER]) };
  } catch (error) {
    await server.stop();
    throw error;
  }
}

let visitors = 0;

export const test = base.extend<TestFixtures, WorkerFixtures>({
  mail: [
    // biome-ignore lint/correctness/noEmptyPattern: Playwright's fixture signature
    async ({}, use) => {
      const mail = await startSmtpServer();
      await use(mail);
      await mail.close();
    },
    { scope: 'worker' },
  ],
  server: [
    async ({ mail }, use) => {
      const server = await launchParkServer(mail);
      await use(server);
      await server.stop();
    },
    { scope: 'worker', timeout: SERVER_FIXTURE_MS },
  ],
  baseURL: async ({ server }, use) => use(server.url),
  // The limits per address (sign-ups, resets) would otherwise count every test as one visitor.
  // biome-ignore lint/correctness/noEmptyPattern: Playwright's fixture signature
  extraHTTPHeaders: async ({}, use, testInfo) => {
    visitors += 1;
    await use({
      'x-forwarded-for': `198.18.${testInfo.workerIndex % 250}.${(visitors % 250) + 1}`,
    });
  },
  context: async ({ context, server }, use) => {
    await context.addCookies([
      { name: REMEMBER_COOKIE, value: server.staffRemembered, url: server.url },
    ]);
    await use(context);
  },
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

/** The base test with a park server of its own, started with `env`, for the tests of one worker. */
function withOwnPark(env: Record<string, string> = {}) {
  return test.extend<object, { server: ParkServer }>({
    server: [
      async ({ mail }, use) => {
        const server = await launchParkServer(mail, env);
        await use(server);
        await server.stop();
      },
      { scope: 'worker', timeout: SERVER_FIXTURE_MS },
    ],
  });
}

/**
 * For tests that change the park's settings (its name, prices, hours, photos, texts): a server
 * of their own, so that no other test sees their park. Playwright runs them in a worker of
 * their own; they still put back what they change, for the next test in that worker.
 */
export const settingsTest = withOwnPark();

/** The day the workspace tests run on: the e2e clock's own first day is a closed one. */
export const WORKSPACE_NOW = '2025-05-12T09:00:00+01:00';

/**
 * For tests that book set times (today's timeline, a week's calendar): a park of their own, on
 * an open day, so no other test's bookings take their slots or crowd their lists.
 */
export const workspaceTest = withOwnPark({ NOW: WORKSPACE_NOW });

/** For the test that adds a second field: every page of its park then names the fields. */
export const fieldsTest = withOwnPark({ NOW: WORKSPACE_NOW });

/**
 * For the free times anyone sees (decision 121): a park of their own on an open day, so that
 * the time a visitor chooses is not taken by another test before they have signed up.
 */
export const freeTimesTest = withOwnPark({ NOW: WORKSPACE_NOW });

/**
 * For the tests of a field opened by a smart lock (decision 117): Seam's own fake, and a park
 * of their own (on the workspace's open day) whose server reaches it. The server is stopped
 * before the fake, so its lock job never finds Seam gone.
 */
export const lockTest = test.extend<object, { seam: FakeSeam; server: ParkServer }>({
  seam: [
    // biome-ignore lint/correctness/noEmptyPattern: Playwright's fixture signature
    async ({}, use) => {
      const fake = await startFakeSeam();
      await use(fake);
      await fake.stop();
    },
    { scope: 'worker' },
  ],
  server: [
    async ({ mail, seam }, use) => {
      const server = await launchParkServer(mail, {
        NOW: WORKSPACE_NOW,
        SEAM_API_KEY: seam.apiKey,
        SEAM_ENDPOINT: seam.endpoint,
      });
      await use(server);
      await server.stop();
    },
    { scope: 'worker', timeout: SERVER_FIXTURE_MS },
  ],
});

let accounts = 0;

/** An address no other test uses. */
export function newEmail(label = 'walker'): string {
  accounts += 1;
  return `${label}.${process.pid}.${accounts}.${Date.now()}@example.com`;
}

export const PASSWORD = 'long walks in the paddock';

/**
 * Signs up through the page, as a new customer would; ends on / signed in. For the tests about
 * the sign-up page: the others make their customer with `signUpThroughApi`.
 */
export async function signUp(page: Page, email: string, password = PASSWORD): Promise<void> {
  await page.goto('/sign-up');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByLabel('Confirm password').fill(password);
  await page.getByRole('button', { name: 'Create account' }).click();
  await expect(page).toHaveURL(/\/$/);
}

/** Signs out with the header's button and waits until the page shows it. */
export async function signOut(page: Page): Promise<void> {
  const nav = page.getByRole('navigation', { name: 'Main' });
  await nav.getByRole('button', { name: 'Sign Out' }).click();
  await expect(nav.getByRole('link', { name: 'Sign in' })).toBeVisible();
}

/** Signs in through the sign-in page. For the tests about that page: the others use `signInThroughApi`. */
export async function signIn(page: Page, email: string, password: string): Promise<void> {
  await page.goto('/sign-in');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password').fill(password);
  await page.getByRole('button', { name: 'Sign in' }).click();
}

/**
 * Waits until the page has done what loading it does: loaded, rendered twice more (so the
 * effects of its first renders have run), and every request it made before then has reached
 * this test's listeners and routes (a request of the page's own, made after them, has come
 * back). For tests that show something does not happen on loading.
 */
export async function pageSettled(page: Page): Promise<void> {
  await page.waitForLoadState('load');
  await page.evaluate(async () => {
    await new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));
    await (await fetch('/robots.txt', { cache: 'no-store' })).text();
  });
}

/**
 * Posts JSON to the API from the page's browser as our own pages do (with our Origin, which
 * the server asks of every POST), keeping the cookies it sets in the browser. Fails on an error.
 */
async function postFromBrowser(page: Page, path: string, data: unknown): Promise<APIResponse> {
  const origin = await originOf(page);
  const answer = await page.request.post(new URL(path, origin).toString(), {
    data,
    headers: { origin },
  });
  if (!answer.ok()) throw new Error(`${path} answered ${answer.status()}: ${await answer.text()}`);
  return answer;
}

/**
 * A new customer account, signed in in the page's browser: made through the API, with the
 * request the sign-up page sends, for tests that are not about that page. The page stays where
 * it is; open the one the test needs next.
 */
export async function signUpThroughApi(
  page: Page,
  email: string,
  password = PASSWORD,
): Promise<void> {
  await postFromBrowser(page, '/api/auth/sign-up', { email, password });
}

/**
 * Signs the account in in the page's browser through the API, with the request the sign-in
 * page sends, for tests that are not about that page. Staff sign in without a code step, as
 * their browser is remembered (the `context` fixture); the page stays where it is.
 */
export async function signInThroughApi(page: Page, email: string, password: string): Promise<void> {
  const answer = await postFromBrowser(page, '/api/auth/sign-in', { email, password });
  if (answer.status() !== 200) {
    throw new Error(`signing ${email} in asked for more than the password: ${await answer.text()}`);
  }
}

/** A new customer account made through the API, with the page's browser left signed out. */
export async function accountThroughApi(
  page: Page,
  email: string,
  password = PASSWORD,
): Promise<void> {
  await signUpThroughApi(page, email, password);
  await postFromBrowser(page, '/api/auth/sign-out', {});
}

export { expect };
