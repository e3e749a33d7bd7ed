import AxeBuilder from '@axe-core/playwright';
import { type BrowserContext, expect, type Page } from '@playwright/test';

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
