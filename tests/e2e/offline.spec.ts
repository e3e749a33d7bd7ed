import type { APIRequestContext, BrowserContext, Page } from '@playwright/test';
import { test as base, expect, newEmail, PASSWORD, signOut, signUpThroughApi } from './fixtures';
import { holdSlot, payOnTestCheckout, type Slot } from './support/bookings';
import {
  expectKeptOffline,
  expectNothingKeptAfterSignOut,
  expectNothingOfTheirsOnDevice,
  expectNoViolations,
  goOffline,
  KEPT_BOOKINGS_KEY,
  keptForOffline,
  watchPolicy,
} from './support/offline';

/**
 * The code with no signal (decision 116): after one visit to My bookings, the bookings to come
 * open with no connection from what the device keeps, marked "as of"; pages that need the
 * network say so; signing out, or another account signing in, leaves nothing of the first.
 */

// The service worker answers this spec's pages: it is what is tested here.
const test = base.extend({});
test.use({ serviceWorkers: 'allow' });

// Far from the dates other specs book (the e2e clock is May 2025), tried in turn.
const CANDIDATE_SLOTS: Slot[] = ['2026-03-10', '2026-03-11', '2026-03-12', '2026-03-31'].flatMap(
  (date) => ['20:00', '19:00', '18:00', '21:00'].map((time) => ({ date, time })),
);

/** Books and pays a slot through the API; opens My bookings and answers the card's gate code. */
async function bookedAndSeen(
  page: Page,
  taken: Set<string>,
): Promise<{ id: number; code: string }> {
  const held = await holdSlot(page, CANDIDATE_SLOTS, taken);
  await payOnTestCheckout(page, held);
  await page.goto('/my-bookings');
  const card = page.getByRole('article').filter({ hasText: `Booking number${held.id}` });
  await expect(card).toContainText('Confirmed');
  await expect(card.locator('strong')).toHaveText(/^#\d{4}#$/);
  return { id: held.id, code: (await card.locator('strong').textContent()) ?? '' };
}

test('after one visit, My bookings opens with no connection, marked as kept; booking says it needs one; signing out leaves nothing', async ({
  page,
  context,
}) => {
  const breaches = await watchPolicy(page);
  await signUpThroughApi(page, newEmail('offline'));
  const { id, code } = await bookedAndSeen(page, new Set());
  // The page names the manifest, which carries the park's name: the app installs as the park.
  const manifest = await page.evaluate(async () => {
    const link = document.querySelector<HTMLLinkElement>('link[rel="manifest"]');
    return link
      ? ((await (await fetch(link.href)).json()) as { name: string; start_url: string })
      : null;
  });
  expect(manifest).toMatchObject({ name: 'Meadow Paddock Dog Field', start_url: '/my-bookings' });
  const card = page.getByRole('article').filter({ hasText: `Booking number${id}` });
  const when = (await card.getByRole('heading').textContent()) ?? '';
  await expect(page.getByRole('region', { name: 'Getting there' })).toContainText('Example Lane');
  await keptForOffline(page);

  // No connection: the page comes from the device, the bookings from what it kept.
  const kept = await expectKeptOffline(context, page, { id, when, code });
  // Nothing that needs the server is offered.
  await expect(kept.getByRole('button')).toHaveCount(0);
  await expect(kept.getByRole('link', { name: 'Add to calendar' })).toHaveCount(0);
  await expectNoViolations(page, 'My bookings kept on the device');

  // A page that needs the network says so, plainly.
  await page.goto('/booking');
  await expect(page.getByRole('heading', { level: 1, name: 'Book Now' })).toBeVisible();
  await expect(page.getByRole('note')).toHaveText("You're offline. Booking needs a connection.");
  await expect(page.getByRole('link', { name: 'My bookings' }).last()).toBeVisible();
  await expectNoViolations(page, 'booking with no connection');

  // Back online, the customer signs out; offline again, nothing of theirs is there.
  await expectNothingKeptAfterSignOut(context, page, { id, theirs: [code] }, signOut);
  expect(breaches).toEqual([]);
});

test('another account signed in on the same device never sees the bookings kept for the first', async ({
  page,
  context,
}) => {
  await signUpThroughApi(page, newEmail('offline-first'));
  const { code } = await bookedAndSeen(page, new Set());
  await keptForOffline(page);

  // Someone else signs in on this browser (without the first signing out) and opens My bookings.
  const second = newEmail('offline-second');
  await signUpThroughApi(page, second);
  await page.goto('/my-bookings');
  await expect(page.getByText('Nothing booked yet')).toBeVisible();
  await expect(page.getByText(code)).toHaveCount(0);
  await page.waitForFunction((key) => localStorage.getItem(key) !== null, KEPT_BOOKINGS_KEY);

  await goOffline(context, page, '/my-bookings');
  await expect(page.getByRole('note')).toContainText('Saved on this device as of');
  await expect(page.getByText('Nothing booked to come')).toBeVisible();
  await expect(page.getByText(code)).toHaveCount(0);
  await expect(page.getByRole('navigation', { name: 'Main' })).toContainText(second);
  await context.setOffline(false);
});

/** The session cookie the browser holds for the site, if any. */
async function sessionCookieOf(context: BrowserContext): Promise<string | null> {
  const cookie = (await context.cookies()).find((each) => each.name.endsWith('paddock_session'));
  return cookie ? `${cookie.name}=${cookie.value}` : null;
}

/** Who the server says a request with only this cookie is signed in as (null: nobody). */
async function signedInWith(request: APIRequestContext, cookie: string): Promise<string | null> {
  const answer = await request.get('/api/session', { headers: { cookie } });
  return ((await answer.json()) as { user: { email: string } | null }).user?.email ?? null;
}

test('signing out with no signal forgets what the device keeps at once, and the session ends on the next visit with signal, the tab closed meanwhile', async ({
  page,
  context,
  request,
  baseURL,
}) => {
  const email = newEmail('offline-out');
  await signUpThroughApi(page, email);
  const { code } = await bookedAndSeen(page, new Set());
  await keptForOffline(page);
  const session = await sessionCookieOf(context);
  expect(await signedInWith(request, session ?? '')).toBe(email);

  // The signal goes while My bookings is open; the customer signs out there and then.
  await context.setOffline(true);
  await signOut(page);
  await expect(page.getByText(code)).toHaveCount(0);
  await expectNothingOfTheirsOnDevice(page, [email, code]);

  // The tab is closed with no signal; later, with signal, the site is opened again.
  for (const open of context.pages()) await open.close();
  await context.setOffline(false);
  const next = await context.newPage();
  const answers: string[] = [];
  next.on('response', (answer) => {
    const type = answer.request().resourceType();
    if (type !== 'document' && !answer.url().includes('/api/')) return;
    answers.push(answer.url());
    answer.text().then(
      (body) => {
        if (body.includes(email) || body.includes(code)) answers.push(`THEIRS ${answer.url()}`);
      },
      () => undefined,
    );
  });
  await next.goto('/my-bookings');
  // Nobody is signed in: My bookings sends them to sign in, and nothing of theirs came back.
  await expect(next).toHaveURL(/\/sign-in$/);
  await expect(
    next.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Sign in' }),
  ).toBeVisible();
  await expectNothingOfTheirsOnDevice(next, [email, code]);
  expect(await sessionCookieOf(context)).toBeNull();
  expect(
    await next.evaluate(
      async () => ((await (await fetch('/api/session')).json()) as { user: unknown }).user,
    ),
  ).toBeNull();
  expect(answers.filter((answer) => answer.startsWith('THEIRS'))).toEqual([]);
  expect(answers[0]).toBe(new URL('/my-bookings', baseURL).toString());

  // On the server the session has ended: its cookie signs nobody in, and signing in afresh
  // elsewhere, the account has that one session alone.
  expect(await signedInWith(request, session ?? '')).toBeNull();
  const origin = new URL(baseURL ?? '').origin;
  const signedIn = await request.post('/api/auth/sign-in', {
    data: { email, password: PASSWORD },
    headers: { origin },
  });
  expect(signedIn.status()).toBe(200);
  const sessions = await request.get('/api/account/sessions');
  expect(((await sessions.json()) as { sessions: unknown[] }).sessions).toHaveLength(1);
});
