import type { Page, Request } from '@playwright/test';
import { expect, newEmail, signUpThroughApi, test } from './fixtures';

/** Lighthouse's (and Core Web Vitals') bound for a "good" cumulative layout shift. */
const GOOD_CLS = 0.1;
/** Long enough for a loading frame to be drawn before what it waits for comes, as on a phone. */
const SCRIPT_DELAY_MS = 400;

/** Lighthouse's mobile device (a Moto G Power). */
const PHONE = { name: 'phone', width: 412, height: 823 };
const VIEWPORTS = [PHONE, { name: 'desktop', width: 1280, height: 800 }];

const PAGES = [
  // Signed out, the booking page sends the visitor to sign in: a page whose code comes on demand.
  { path: '/booking', endsAt: '/sign-in' },
  { path: '/', endsAt: '/' },
  { path: '/about', endsAt: '/about' },
];

interface Shift {
  value: number;
  /** What moved: tag, id and class of each shifted element. */
  moved: string[];
}

/** Records every layout shift of the page from its first frame, as Lighthouse counts them. */
async function watchLayoutShifts(page: Page): Promise<void> {
  await page.addInitScript(() => {
    const shifts: Shift[] = [];
    (window as unknown as { layoutShifts: Shift[] }).layoutShifts = shifts;
    const describe = (node: Node | null) =>
      node instanceof Element
        ? `${node.tagName.toLowerCase()}${node.id ? `#${node.id}` : ''}${node.className ? `.${String(node.className).split(' ').join('.')}` : ''}`
        : String(node?.nodeName);
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as unknown as {
        value: number;
        hadRecentInput: boolean;
        sources?: { node: Node | null }[];
      }[]) {
        if (entry.hadRecentInput) continue;
        shifts.push({
          value: entry.value,
          moved: (entry.sources ?? []).map((source) => describe(source.node)),
        });
      }
    }).observe({ type: 'layout-shift', buffered: true });
  });
}

/**
 * Every script of the site and every answer it reads comes late, so each loading frame shows
 * before what replaces it.
 */
async function slowScripts(page: Page): Promise<void> {
  await page.route(
    (url) =>
      (url.pathname.startsWith('/assets/') && url.pathname.endsWith('.js')) ||
      url.pathname.startsWith('/api/'),
    async (route) => {
      if (route.request().method() !== 'GET') return route.continue();
      await new Promise((resolve) => setTimeout(resolve, SCRIPT_DELAY_MS));
      await route.continue();
    },
  );
}

/** The page's layout shifts since it was opened, printed, and their sum. */
async function layoutShiftOf(
  page: Page,
  label: string,
): Promise<{ score: number; detail: string[] }> {
  const shifts = await page.evaluate(
    () => (window as unknown as { layoutShifts: Shift[] }).layoutShifts,
  );
  const score = shifts.reduce((sum, shift) => sum + shift.value, 0);
  const detail = shifts.map((shift) => `${shift.value.toFixed(3)} (${shift.moved.join(', ')})`);
  console.log(
    `CLS ${label}: ${score.toFixed(3)}${detail.length ? ` = ${detail.join(' + ')}` : ''}`,
  );
  return { score, detail };
}

/** How long no request may be under way before the page counts as settled. */
const QUIET_MS = 500;

/**
 * Counts the page's requests from now on, and answers a wait until none has been under way for
 * QUIET_MS and two frames have been drawn since. Playwright's own 'networkidle' is not used: a
 * refused frame (the footer's map, with no internet here) sometimes never reports it.
 */
function watchNetwork(page: Page): () => Promise<void> {
  const underWay = new Set<Request>();
  let quietSince = Date.now();
  const ended = (request: Request) => {
    underWay.delete(request);
    if (underWay.size === 0) quietSince = Date.now();
  };
  page.on('request', (request) => underWay.add(request));
  page.on('requestfinished', ended);
  page.on('requestfailed', ended);
  return async () => {
    await expect
      .poll(
        () =>
          underWay.size === 0 && Date.now() - quietSince >= QUIET_MS
            ? 'quiet'
            : [...underWay].map((request) => request.url()),
        { timeout: 15_000 },
      )
      .toBe('quiet');
    await page.evaluate(
      () =>
        new Promise((resolve) =>
          requestAnimationFrame(() => requestAnimationFrame(() => resolve(null))),
        ),
    );
  };
}

for (const viewport of VIEWPORTS) {
  for (const { path, endsAt } of PAGES) {
    test(`When ${path} is opened for the first time on a ${viewport.name}, then the page's layout shifts under ${GOOD_CLS} in all`, async ({
      page,
    }) => {
      await page.setViewportSize({ width: viewport.width, height: viewport.height });
      await watchLayoutShifts(page);
      await slowScripts(page);
      const settled = watchNetwork(page);

      await page.goto(path);
      await expect(page).toHaveURL((url) => url.pathname === endsAt);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      await settled();

      const { score, detail } = await layoutShiftOf(
        page,
        `${path} ${viewport.name} ${viewport.width}×${viewport.height}`,
      );
      expect(score, detail.join('; ')).toBeLessThan(GOOD_CLS);
    });
  }
}

test(`When a customer opens My bookings afresh on a phone, then the page's layout shifts under ${GOOD_CLS} while their bookings load`, async ({
  page,
}) => {
  await signUpThroughApi(page, newEmail('steady'));
  await page.setViewportSize(PHONE);
  await watchLayoutShifts(page);
  await slowScripts(page);
  const settled = watchNetwork(page);

  await page.goto('/my-bookings');
  await expect(page.getByRole('heading', { level: 1, name: 'My bookings' })).toBeVisible();
  await expect(page.getByRole('status')).toHaveCount(0);
  await settled();

  const { score, detail } = await layoutShiftOf(page, '/my-bookings phone (signed in)');
  expect(score, detail.join('; ')).toBeLessThan(GOOD_CLS);
});
