import AxeBuilder from '@axe-core/playwright';
import type { Browser, Locator, Page } from '@playwright/test';
import type { AdminSettings } from '../../src/contract/settings';
import { TEN_HOURS } from '../support/passTypes';
import {
  expect,
  newEmail,
  STAFF,
  signInThroughApi,
  signUpThroughApi,
  settingsTest as test,
} from './fixtures';
import { cancelBooking, holdSlot, payOnTestCheckout, pressBookNow } from './support/bookings';
import { originOf } from './support/origin';
import { REMEMBER_COOKIE } from './support/staffTwoFactor';

// These tests put passes on sale and change the site rules on a park of their own, and put back
// what they change, so they run in any order and again.

const slots = (page: Page) => page.getByRole('group', { name: 'Time slots' });
const summary = (page: Page) => page.getByRole('region', { name: 'Your booking' });
const rulesTick = (page: Page) =>
  page.getByRole('checkbox', { name: /I have read the site rules/ });
const bookNow = (page: Page) => page.getByRole('button', { name: 'Book Now' });
const sheet = (page: Page) => page.getByRole('dialog', { name: 'Before you book' });

/** The booking page on a day of June 2025, an hour at `time`. */
async function chooseHour(page: Page, day: string, time: string): Promise<void> {
  await page.goto('/booking');
  await page.getByLabel('Month').selectOption('2025-06');
  await page.getByRole('button', { name: new RegExp(` ${day} of June 2025, `) }).click();
  await page.getByRole('radio', { name: '1 hour' }).check();
  await slots(page).getByRole('button', { name: time, exact: true }).click();
}

/** The owner, signed in in a browser of their own (two-factor remembered by the fixture). */
async function ownerPage(browser: Browser, baseURL: string, remembered: string): Promise<Page> {
  const context = await browser.newContext({ baseURL });
  await context.addCookies([{ name: REMEMBER_COOKIE, value: remembered, url: baseURL }]);
  const page = await context.newPage();
  await signInThroughApi(page, STAFF.email, STAFF.password);
  return page;
}

async function post(page: Page, path: string, data: unknown): Promise<void> {
  const answer = await page.request.post(path, {
    data,
    headers: { origin: await originOf(page) },
  });
  expect(answer.status(), `${path}: ${await answer.text()}`).toBe(200);
}

async function settingsOf(page: Page): Promise<AdminSettings> {
  return (await (await page.request.get('/api/admin/settings')).json()) as AdminSettings;
}

/** Buys the pass type named through the API and pays for it on the test checkout. */
async function buyPass(page: Page, name: string): Promise<void> {
  const types = (await (await page.request.get('/api/pass-types')).json()) as {
    passTypes: { id: number; name: string }[];
  };
  const type = types.passTypes.find((each) => each.name === name);
  const answer = await page.request.post('/api/passes', {
    data: { passTypeId: type?.id },
    headers: { origin: await originOf(page) },
  });
  expect(answer.status(), await answer.text()).toBe(201);
  const { checkoutUrl } = (await answer.json()) as { checkoutUrl: string };
  await payOnTestCheckout(page, { id: 0, checkoutPath: checkoutUrl });
}

const card = (within: Page | Locator, text: string) =>
  within.getByRole('article').filter({ hasText: text });

test('a four-week repeat where the third week is taken lists the weeks, charges for three, and makes three linked bookings', async ({
  page,
  browser,
  baseURL,
}) => {
  const other = await (await browser.newContext({ baseURL })).newPage();
  await signUpThroughApi(other, newEmail('saturdays'));
  const third = await holdSlot(other, [{ date: '2025-06-28', time: '19:00' }]);
  await payOnTestCheckout(other, third);

  await signUpThroughApi(page, newEmail('weekly'));
  await chooseHour(page, '14th', '19:00');
  await summary(page).getByRole('checkbox', { name: 'Repeat weekly' }).check();
  await expect(page.getByLabel('For how many weeks')).toHaveValue('4');
  const weeks = page.getByRole('list', { name: 'Weeks' }).getByRole('listitem');
  await expect(weeks).toHaveText([
    'Sat 14 JunFree',
    'Sat 21 JunFree',
    'Sat 28 JunAlready booked: left out',
    'Sat 5 JulFree',
  ]);
  await expect(summary(page)).toContainText('3 weeks × £11.00 = £33.00');
  await pressBookNow(page);

  await expect(page).toHaveURL(/\/test-checkout\/tc_[0-9a-f]+$/);
  await page.getByLabel('Card number').fill('4242 4242 4242 4242');
  await page.getByRole('button', { name: 'Pay £33.00' }).click();
  await expect(
    page.getByRole('heading', { name: 'Your booking has been successfully confirmed!' }),
  ).toBeVisible();
  const listed = page.getByRole('region', { name: 'Your weekly bookings' }).getByRole('listitem');
  await expect(listed).toHaveCount(3);
  await expect(listed.nth(2)).toContainText('5th of July 2025, 19:00 to 20:00');
  await expect(listed.nth(2)).toContainText(/gate code #\d{4}#/);

  await page.goto('/my-bookings');
  const upcoming = page.getByRole('region', { name: 'Upcoming' });
  await expect(upcoming.getByRole('article').filter({ hasText: 'Weekly: week' })).toHaveCount(3);
  await expect(card(upcoming, 'Weekly: week 2 of 3')).toContainText('21st of June 2025');

  const ids = await Promise.all(
    (await upcoming.getByRole('article').all()).map(async (article) =>
      Number((await article.textContent())?.match(/Booking number(\d+)/)?.[1]),
    ),
  );
  for (const id of ids) await cancelBooking(page, id);
  await cancelBooking(other, third.id);
  await other.context().close();
});

test('a pass bought on the test checkout books two sessions with no checkout and shows eight left; one cancelled in time gives its session back', async ({
  page,
  browser,
  baseURL,
  server,
}) => {
  const owner = await ownerPage(browser, baseURL ?? '', server.staffRemembered);
  const before = (await settingsOf(owner)).passes;
  await post(owner, '/api/admin/settings/passes', [TEN_HOURS]);
  try {
    await signUpThroughApi(page, newEmail('pass'));
    await page.goto('/booking');
    await page.getByRole('button', { name: 'Buy £100.00: Ten hours' }).click();
    await expect(page).toHaveURL(/\/test-checkout\/tc_[0-9a-f]+$/);
    await page.getByLabel('Card number').fill('4242 4242 4242 4242');
    await page.getByRole('button', { name: 'Pay £100.00' }).click();
    await expect(page).toHaveURL(/\/my-bookings\?pass=\d+$/);
    await expect(
      page.getByText('Your pass "Ten hours" is ready: 10 sessions to book.'),
    ).toBeVisible();
    const pass = page.getByRole('region', { name: 'Your passes' }).getByRole('article');
    await expect(pass).toContainText('10 of 10sessions left to book');

    const booked: number[] = [];
    for (const [day, left] of [
      ['16th', 10],
      ['17th', 9],
    ] as const) {
      await chooseHour(page, day, '19:00');
      // The pass that covers the choice pays unless the card is chosen.
      const payWith = summary(page).getByRole('group', { name: 'Pay with' });
      await expect(
        payWith.getByRole('radio', { name: `Ten hours: ${left} sessions left` }),
      ).toBeChecked();
      await expect(summary(page)).toContainText(`Uses 1 of your ${left} sessions`);
      await pressBookNow(page);
      // No checkout: the session is the payment.
      await expect(page).toHaveURL(/\/pay-success\/\d+$/);
      await expect(
        page.getByRole('heading', { name: 'Your booking has been successfully confirmed!' }),
      ).toBeVisible();
      booked.push(Number(page.url().split('/').pop()));
    }

    await page.goto('/my-bookings');
    await expect(pass).toContainText('8 of 10sessions left to book');
    const first = card(page, `Booking number${booked[0]}`);
    await expect(first).toContainText('Paid1 session of your pass "Ten hours"');
    await first.getByRole('button', { name: 'Cancel booking' }).click();
    const dialog = page.getByRole('dialog', { name: 'Cancel this booking?' });
    await expect(dialog).toContainText('so the session goes back on your pass.');
    await dialog.getByRole('button', { name: 'Cancel and get the session back' }).click();
    await expect(
      page.getByText(`Booking ${booked[0]} is cancelled. The session has gone back on your pass.`),
    ).toBeVisible();
    await expect(pass).toContainText('9 of 10sessions left to book');
    await cancelBooking(page, booked[1] ?? 0);
  } finally {
    await post(owner, '/api/admin/settings/passes', before);
    await owner.context().close();
  }
});

test('a pass holder waiting for a taken hour books its offer with the pass, chosen for them, with no checkout', async ({
  page,
  browser,
  baseURL,
  server,
}) => {
  const owner = await ownerPage(browser, baseURL ?? '', server.staffRemembered);
  const before = (await settingsOf(owner)).passes;
  await post(owner, '/api/admin/settings/passes', [TEN_HOURS]);
  const other = await (await browser.newContext({ baseURL })).newPage();
  let booked = 0;
  try {
    await signUpThroughApi(other, newEmail('taker'));
    const taken = await holdSlot(other, [{ date: '2025-06-18', time: '19:00' }]);
    await payOnTestCheckout(other, taken);

    await signUpThroughApi(page, newEmail('pass-waiter'));
    const origin = await originOf(page);
    const [type] = (await (await page.request.get('/api/pass-types')).json()).passTypes;
    const bought = await page.request.post('/api/passes', {
      data: { passTypeId: type.id },
      headers: { origin },
    });
    const { checkoutUrl } = await bought.json();
    await payOnTestCheckout(page, { id: 0, checkoutPath: new URL(checkoutUrl, origin).pathname });
    const joined = await page.request.post('/api/waitlist', {
      data: { date: '2025-06-18', time: '19:00', minutes: 60, dogs: '1-4' },
      headers: { origin },
    });
    const place = (await joined.json()).entry.id;
    await cancelBooking(other, taken.id);
    await expect
      .poll(async () => (await (await page.request.get(`/api/waitlist/${place}`)).json()).status)
      .toBe('offered');

    await page.goto(`/waitlist/offer/${place}`);
    const payWith = page.getByRole('group', { name: 'Pay with' });
    await expect(payWith.getByRole('radio', { name: 'Ten hours' })).toBeChecked();
    await expect(payWith.getByRole('radio', { name: 'Card (£11.00)' })).not.toBeChecked();
    await expect(page.getByText('Uses 1 of your 10 sessions')).toBeVisible();
    const results = await new AxeBuilder({ page })
      .options({ iframes: false, resultTypes: ['violations'] })
      .analyze();
    expect.soft(results.violations.map((v) => `${v.id}: ${v.help}`)).toEqual([]);
    // Their first booking: the name is asked here too.
    await page.getByLabel('Your name').fill('Sam Walker');
    await rulesTick(page).check();
    await page.getByRole('button', { name: 'Book with your pass' }).click();
    await expect(page).toHaveURL(/\/pay-success\/\d+$/);
    await expect(
      page.getByRole('heading', { name: 'Your booking has been successfully confirmed!' }),
    ).toBeVisible();
    booked = Number(page.url().split('/').pop());
    await page.goto('/my-bookings');
    await expect(page.getByRole('region', { name: 'Your passes' })).toContainText(
      '9 of 10sessions left to book',
    );
  } finally {
    if (booked) await cancelBooking(page, booked);
    await post(owner, '/api/admin/settings/passes', before);
    await owner.context().close();
    await other.context().close();
  }
});

test('the site rules are ticked before a first booking, not again, and again once the owner changes them', async ({
  page,
  browser,
  baseURL,
  server,
}) => {
  const owner = await ownerPage(browser, baseURL ?? '', server.staffRemembered);
  const texts = (await settingsOf(owner)).texts;
  const ids: number[] = [];
  try {
    await signUpThroughApi(page, newEmail('rules'));
    await chooseHour(page, '18th', '19:00');
    await bookNow(page).click();
    await expect(sheet(page)).toBeVisible();
    await expect(rulesTick(page)).not.toBeChecked();
    await sheet(page).getByRole('button', { name: 'Pay by card' }).click();
    // Every problem beside its box at once: the name a first booking asks, and the tick.
    await expect(sheet(page).getByLabel('Your name')).toHaveAccessibleDescription(
      'Give your name.',
    );
    await expect(page.getByText('Tick the box to agree to the site rules')).toBeVisible();
    await sheet(page).getByLabel('Your name').fill('Sam Walker');
    await rulesTick(page).check();
    await sheet(page).getByRole('button', { name: 'Pay by card' }).click();
    await page.getByLabel('Card number').fill('4242 4242 4242 4242');
    await page.getByRole('button', { name: /^Pay / }).click();
    await expect(page).toHaveURL(/\/pay-success\/\d+$/);
    ids.push(Number(page.url().split('/').pop()));

    // Agreed once: Book Now goes straight to the checkout.
    await chooseHour(page, '19th', '19:00');
    await bookNow(page).click();
    await expect(page).toHaveURL(/\/test-checkout\/tc_[0-9a-f]+$/);
    // Leaving the checkout lets the slot go.
    await page.getByRole('link', { name: 'Cancel', exact: true }).click();
    await expect(page.getByText('the slot has been freed')).toBeVisible();

    await post(owner, '/api/admin/settings/texts', {
      ...texts,
      siteRules: `${texts.siteRules}\n\nNew: dogs on leads between the car and the gate.`,
    });
    await chooseHour(page, '19th', '19:00');
    await bookNow(page).click();
    await expect(
      sheet(page).getByText('The site rules have changed since your last booking.'),
    ).toBeVisible();
    await expect(rulesTick(page)).not.toBeChecked();
  } finally {
    for (const id of ids) await cancelBooking(page, id);
    await post(owner, '/api/admin/settings/texts', texts);
    await owner.context().close();
  }
});

test.describe('on a phone', () => {
  test.use({ viewport: { width: 360, height: 780 }, isMobile: true, hasTouch: true });

  test('a pass holder books with the pass in 3 taps from the chosen time, without scrolling, under a bar at most 120 px tall', async ({
    page,
    browser,
    baseURL,
    server,
  }) => {
    const owner = await ownerPage(browser, baseURL ?? '', server.staffRemembered);
    const before = (await settingsOf(owner)).passes;
    await post(owner, '/api/admin/settings/passes', [TEN_HOURS]);
    let booked = 0;
    try {
      await signUpThroughApi(page, newEmail('phone-pass'));
      // A regular: their name is kept from an earlier booking.
      await post(page, '/api/account/contact', { name: 'Sam Walker', mobile: null });
      await buyPass(page, TEN_HOURS.name);
      await chooseHour(page, '24th', '19:00');

      // The bar: one line of choice and price beside Book Now, the pass's words in it.
      const bar = page.getByRole('button', { name: 'Book Now' }).locator('..').locator('..');
      await expect(bar).toContainText('Uses 1 of your 10 sessions');
      const height = (await bar.boundingBox())?.height ?? Number.POSITIVE_INFINITY;
      expect(height, 'the sticky bar’s height').toBeLessThanOrEqual(120);

      // A first booking: Book Now, the rules' tick, and the sheet's "Book with your pass".
      const taps: Locator[] = [
        bookNow(page),
        rulesTick(page),
        sheet(page).getByRole('button', { name: 'Book with your pass' }),
      ];
      // Each is in view where the last tap left the customer: no scrolling to find it.
      for (const target of taps) {
        await expect(target).toBeInViewport({ ratio: 1 });
        if (target === taps[1]) {
          // The sheet Book Now opened: nothing in it for axe to find.
          const results = await new AxeBuilder({ page })
            .options({ iframes: false, resultTypes: ['violations'] })
            .analyze();
          expect.soft(results.violations.map((v) => `${v.id}: ${v.help}`)).toEqual([]);
        }
        await target.tap();
      }
      await expect(page).toHaveURL(/\/pay-success\/\d+$/);
      booked = Number(page.url().split('/').pop());
      await expect(
        page.getByRole('heading', { name: 'Your booking has been successfully confirmed!' }),
      ).toBeVisible();
    } finally {
      if (booked) await cancelBooking(page, booked);
      await post(owner, '/api/admin/settings/passes', before);
      await owner.context().close();
    }
  });
});
