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
import { cancelBooking, holdSlot, payOnTestCheckout } from './support/bookings';
import { originOf } from './support/origin';
import { REMEMBER_COOKIE } from './support/staffTwoFactor';

// These tests put passes on sale and change the site rules on a park of their own, and put back
// what they change, so they run in any order and again.

const slots = (page: Page) => page.getByRole('group', { name: 'Time slots' });
const summary = (page: Page) => page.getByRole('region', { name: 'Your booking' });
const rulesTick = (page: Page) =>
  page.getByRole('checkbox', { name: /I have read the site rules/ });
const bookNow = (page: Page) => page.getByRole('button', { name: 'Book Now' });

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
  await rulesTick(page).check();
  await bookNow(page).click();

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
    await page.getByRole('button', { name: 'Buy Ten hours for £100.00' }).click();
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
    for (const [day, rules] of [
      ['16th', true],
      ['17th', false],
    ] as const) {
      await chooseHour(page, day, '19:00');
      const payWith = summary(page).getByRole('group', { name: 'Pay with' });
      await payWith.getByRole('radio', { name: /^Ten hours: \d+ sessions left$/ }).check();
      await expect(summary(page)).toContainText('1 session of your pass');
      if (rules) await rulesTick(page).check();
      else await expect(rulesTick(page)).toHaveCount(0);
      await bookNow(page).click();
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
    await expect(rulesTick(page)).not.toBeChecked();
    await expect(bookNow(page)).toBeDisabled();
    await expect(page.getByText('Tick the box to agree to the site rules')).toBeVisible();
    await rulesTick(page).check();
    await bookNow(page).click();
    await page.getByLabel('Card number').fill('4242 4242 4242 4242');
    await page.getByRole('button', { name: /^Pay / }).click();
    await expect(page).toHaveURL(/\/pay-success\/\d+$/);
    ids.push(Number(page.url().split('/').pop()));

    await chooseHour(page, '19th', '19:00');
    await expect(bookNow(page)).toBeEnabled();
    await expect(rulesTick(page)).toHaveCount(0);

    await post(owner, '/api/admin/settings/texts', {
      ...texts,
      siteRules: `${texts.siteRules}\n\nNew: dogs on leads between the car and the gate.`,
    });
    await chooseHour(page, '19th', '19:00');
    await expect(
      page.getByText('The site rules have changed since your last booking.'),
    ).toBeVisible();
    await expect(bookNow(page)).toBeDisabled();
    await rulesTick(page).check();
    await expect(bookNow(page)).toBeEnabled();
  } finally {
    for (const id of ids) await cancelBooking(page, id);
    await post(owner, '/api/admin/settings/texts', texts);
    await owner.context().close();
  }
});
