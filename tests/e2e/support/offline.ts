import AxeBuilder from '@axe-core/playwright';
import { type BrowserContext, expect, type Locator, type Page } from '@playwright/test';

// With no connection (decision 116): the service worker answers pages from the copy it kept,
// and My bookings shows what the device kept for the account. For the specs that allow the
// worker (`test.use({ serviceWorkers: 'allow' })`).

/** Where My bookings keeps the bookings to come on the device. */
export const KEPT_BOOKINGS_KEY = 'paddock:kept:my-bookings';

/**
 * The page is controlled by the service worker, which has kept the shell, and the bookings are
 * kept; with `holding`, until what is kept holds that text (a gate code that came later).
 */
export async function keptForOffline(page: Page, holding?: string): Promise<void> {
  await page.evaluate(() => navigator.serviceWorker.ready);
  await page.waitForFunction(() => navigator.serviceWorker.controller !== null);
  await page.waitForFunction(
    ({ key, text }) => localStorage.getItem(key)?.includes(text) === true,
    { key: KEPT_BOOKINGS_KEY, text: holding ?? '' },
  );
}

/** Whether the page showing is the copy the service worker kept, not one from the server. */
const isKeptCopy = (page: Page) =>
  page.evaluate(() => document.querySelector('meta[name="paddock-kept-copy"]') !== null);

/** Takes the browser offline and opens `path`, which must come from the device. */
export async function goOffline(context: BrowserContext, page: Page, path: string): Promise<void> {
  await context.setOffline(true);
  await page.goto(path);
  expect(await isKeptCopy(page), `${path} comes from the device`).toBe(true);
}

/** Axe finds nothing on the page, once it has shown what it loads. */
export async function expectNoViolations(page: Page, where: string): Promise<void> {
  await expect(page.locator('.skeleton')).toHaveCount(0);
  const results = await new AxeBuilder({ page })
    .options({ iframes: false, resultTypes: ['violations'] })
    .analyze();
  expect(
    results.violations.map((violation) => `${violation.id}: ${violation.help}`),
    `axe on ${where}`,
  ).toEqual([]);
}

/**
 * Collects every breach of the content security policy on the page's documents, kept copies
 * included: the worker, the manifest and the pages with no connection must break no rule.
 */
export async function watchPolicy(page: Page): Promise<string[]> {
  const seen: string[] = [];
  await page.exposeFunction('reportPolicyBreach', (breach: string) => seen.push(breach));
  await page.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (event) =>
      (window as unknown as { reportPolicyBreach: (breach: string) => void }).reportPolicyBreach(
        `${event.violatedDirective} ${event.blockedURI} ${location.pathname}`,
      ),
    );
  });
  return seen;
}

/** A booking kept on the device, as My bookings opened with no connection shows it. */
export interface KeptBooking {
  id: number;
  /** Its card's heading: the day and time. */
  when: string;
  code: string;
}

/**
 * With no connection, My bookings comes from the device, marked as kept, with the booking's
 * time and code and the way there; answers the booking's card for more.
 */
export async function expectKeptOffline(
  context: BrowserContext,
  page: Page,
  booking: KeptBooking,
): Promise<Locator> {
  await goOffline(context, page, '/my-bookings');
  await expect(page.getByRole('heading', { level: 1, name: 'My bookings' })).toBeVisible();
  await expect(page.getByRole('note')).toHaveText(
    /^Saved on this device as of \d{2}:\d{2}, \d{1,2} [A-Z][a-z]+: you're offline\.$/,
  );
  const kept = page.getByRole('article').filter({ hasText: `Booking number${booking.id}` });
  await expect(kept.getByRole('heading', { name: booking.when })).toBeVisible();
  await expect(kept.locator('strong')).toHaveText(booking.code);
  const where = page.getByRole('region', { name: 'Getting there' });
  await expect(where).toContainText('Example Lane');
  await expect(where.getByRole('link', { name: 'Directions' })).toHaveAttribute(
    'href',
    /openstreetmap\.org\/directions/,
  );
  return kept;
}

/**
 * Back online the customer signs out (with `signOut`); offline again, nothing of theirs is
 * there: no booking, and none of `theirs` (their code, their field) anywhere on the page.
 */
export async function expectNothingKeptAfterSignOut(
  context: BrowserContext,
  page: Page,
  booking: { id: number; theirs: readonly string[] },
  signOut: (page: Page) => Promise<void>,
): Promise<void> {
  await context.setOffline(false);
  await page.goto('/my-bookings');
  await expect(
    page.getByRole('article').filter({ hasText: `Booking number${booking.id}` }),
  ).toBeVisible();
  await signOut(page);
  expect(await page.evaluate((key) => localStorage.getItem(key), KEPT_BOOKINGS_KEY)).toBeNull();
  await goOffline(context, page, '/my-bookings');
  await expect(page.getByRole('note')).toContainText(
    "You're offline. My bookings needs a connection: nothing of yours is saved on this device yet.",
  );
  await expect(page.getByRole('article')).toHaveCount(0);
  for (const text of booking.theirs) await expect(page.getByText(text)).toHaveCount(0);
  await expect(page.getByRole('navigation', { name: 'Main' })).toContainText('Sign in');
  await context.setOffline(false);
}

/**
 * Nothing of the account's is on the device, store by store: no key the app keeps under
 * `paddock:` in localStorage, none of `theirs` (their address, their code) in localStorage,
 * sessionStorage or any response in Cache Storage, and no IndexedDB database at all.
 */
export async function expectNothingOfTheirsOnDevice(
  page: Page,
  theirs: readonly string[],
): Promise<void> {
  const stores = await page.evaluate(async () => {
    const entries = (storage: Storage) =>
      Object.keys(storage).map((key) => `${key}=${storage.getItem(key) ?? ''}`);
    const cached: string[] = [];
    for (const name of await caches.keys()) {
      const cache = await caches.open(name);
      for (const request of await cache.keys()) {
        const answer = await cache.match(request);
        cached.push(`${name} ${request.url} ${answer ? await answer.text() : ''}`);
      }
    }
    return {
      local: entries(localStorage),
      session: entries(sessionStorage),
      cached,
      databases: (await indexedDB.databases()).map((database) => database.name),
    };
  });
  expect(stores.local.filter((entry) => entry.startsWith('paddock:kept:'))).toEqual([]);
  expect(stores.databases).toEqual([]);
  for (const text of theirs) {
    for (const [store, entries] of Object.entries(stores)) {
      expect(
        entries.filter((entry) => entry?.includes(text)),
        `${text} in ${store}`,
      ).toEqual([]);
    }
  }
}
