import type { Browser, Page } from '@playwright/test';
import ICAL from 'ical.js';
import type { AdminSettings, SettingsSection } from '../../src/contract/settings';
import { dateInWords } from '../../src/domain/dates';
import {
  expect,
  HELPER,
  newEmail,
  STAFF,
  signInThroughApi,
  signUpThroughApi,
  settingsTest as test,
} from './fixtures';
import { adminPlaceLink, openAdminPlace } from './support/adminPlaces';
import { pressBookNow } from './support/bookings';
import type { RunningServer } from './support/server';

// Every test here changes the park and puts it back in a `finally`, so they run in any order.

const WEEKDAYS = ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday', 'Sunday'];
let visitors = 0;

/** A customer in a browser of their own, from an address of their own (sign-ups are limited). */
async function newCustomer(
  browser: Browser,
  server: RunningServer,
): Promise<{ customer: Page; email: string }> {
  visitors += 1;
  const context = await browser.newContext({
    baseURL: server.url,
    extraHTTPHeaders: { 'x-forwarded-for': `203.0.113.${(visitors % 250) + 1}` },
  });
  const customer = await context.newPage();
  const email = newEmail('settings');
  await signUpThroughApi(customer, email);
  await customer.goto('/');
  return { customer, email };
}

/**
 * A page of the Settings tab (decision 126), opened by its address, with the section to be
 * changed on it; answers the settings as they were.
 */
async function openSettings(page: Page, at: string, first: string): Promise<AdminSettings> {
  await signInThroughApi(page, STAFF.email, STAFF.password);
  await page.goto(`/admin?tab=settings&page=${at}`);
  await expect(page.getByRole('region', { name: first })).toBeVisible();
  return (await (await page.request.get('/api/admin/settings')).json()) as AdminSettings;
}

const section = (page: Page, name: string) => page.getByRole('region', { name });

/** Saves a section and waits for the page to say so. */
async function save(page: Page, name: string): Promise<void> {
  const region = section(page, name);
  await region.getByRole('button', { name: `Save ${name.toLowerCase()}` }).click();
  await expect(region.getByRole('status')).toHaveText('Saved.');
}

/** Puts a section back as it was, whatever bookings were made meanwhile. */
async function putBack(page: Page, name: SettingsSection, value: unknown): Promise<void> {
  const origin = new URL(page.url()).origin;
  const answer = await page.request.post(`/api/admin/settings/${name}?confirm=yes`, {
    data: value,
    headers: { origin },
    timeout: 5_000,
  });
  expect(answer.status()).toBe(200);
}

/**
 * Cancels the customer's bookings (weeks away, so refunded in full) to free their slots for the
 * next run, and closes their browser.
 */
async function cancelAndLeave(customer: Page, ids: number[]): Promise<void> {
  const origin = new URL(customer.url()).origin;
  for (const id of ids) {
    const answer = await customer.request.post(`/api/bookings/${id}/cancel`, {
      data: { expect: 'full-refund' },
      headers: { origin },
      timeout: 5_000,
    });
    expect(answer.status(), `cancelling booking ${id}`).toBe(200);
  }
  await customer.context().close();
}

/** Books a slot on the booking page and pays at the test checkout; answers the booking number. */
async function bookAndPay(
  page: Page,
  date: string,
  time: string,
  options: { hour?: boolean; pay?: string } = {},
): Promise<number> {
  await chooseDay(page, date);
  if (options.hour ?? true) await page.getByRole('radio', { name: '1 hour' }).check();
  await page.getByRole('group', { name: 'Time slots' }).getByRole('button', { name: time }).click();
  await pressBookNow(page);
  await expect(page).toHaveURL(/\/test-checkout\/tc_[0-9a-f]+$/);
  await page.getByLabel('Card number').fill('4242 4242 4242 4242');
  await page.getByRole('button', { name: options.pay ?? /^Pay / }).click();
  await expect(
    page.getByRole('heading', { name: 'Your booking has been successfully confirmed!' }),
  ).toBeVisible();
  return Number(page.url().split('/').pop());
}

async function chooseDay(page: Page, date: string): Promise<void> {
  await page.goto('/booking');
  await page.getByLabel('Month').selectOption(date.slice(0, 7));
  await page.getByRole('button', { name: new RegExp(` ${dateInWords(date)}, `) }).click();
}

/** What the signed-in customer's own booking says through the API its pages use. */
async function ownBooking(page: Page, id: number) {
  const answer = await page.request.get(`/api/bookings/${id}`);
  expect(answer.status()).toBe(200);
  return (await answer.json()) as { pricePence: number; endTime: string };
}

const bookingCard = (page: Page, id: number) =>
  page.getByRole('article').filter({ has: page.getByText(`Booking number${id}`) });

test('a new park name shows in the header, the title and the next e-mail; Activity shows it before and after', async ({
  page,
  browser,
  server,
  mail,
}) => {
  const before = await openSettings(page, 'park', 'Park');
  const name = 'Riverside Dog Meadow';
  try {
    const park = section(page, 'Park');
    await park.getByLabel('Park name').fill(name);
    await save(page, 'Park');
    const brand = page.getByRole('banner').getByRole('link').first();
    await expect(brand).toHaveText(name);
    await expect(page).toHaveTitle(`Admin · ${name}`);

    const { customer, email } = await newCustomer(browser, server);
    await expect(customer).toHaveTitle(new RegExp(name));
    await expect(customer.getByRole('banner').getByRole('link').first()).toHaveText(name);
    const welcome = await mail.waitForMessageTo(email, (m) =>
      /^Confirm your e-mail/.test(m.subject ?? ''),
    );
    expect(welcome.subject).toBe(`Confirm your e-mail address for ${name}`);
    await customer.context().close();

    await openAdminPlace(page, 'Activity');
    const change = page.getByRole('row').filter({ hasText: 'settings: park' }).first();
    await expect(change).toContainText(STAFF.email);
    await expect(change).toContainText(`name: ${before.park.name} → ${name}`);
  } finally {
    await putBack(page, 'park', before.park);
  }
});

test('1–4 dogs for 1 hour at £12.00: the booking page and the checkout charge it, an earlier booking keeps its price', async ({
  page,
  browser,
  server,
}) => {
  const { customer } = await newCustomer(browser, server);
  const before = await openSettings(page, 'prices', 'Prices');
  const booked: number[] = [];
  try {
    const earlier = await bookAndPay(customer, '2025-06-02', '10:00', { pay: 'Pay £11.00' });
    booked.push(earlier);
    const prices = section(page, 'Prices');
    await prices.getByLabel('1-4 dogs, 1 hour').fill('abc');
    await prices.getByRole('button', { name: 'Save prices' }).click();
    await expect(
      prices.getByText('Write the price in pounds and pence, e.g. 12.00.'),
    ).toBeVisible();
    await prices.getByLabel('1-4 dogs, 1 hour').fill('12.00');
    await save(page, 'Prices');

    await customer.goto('/booking');
    await expect(customer.getByText('1-4 dogs 30 min £6.50 / 1 hr £12.00')).toBeVisible();
    await chooseDay(customer, '2025-06-03');
    await customer.getByRole('radio', { name: '1 hour' }).check();
    await customer
      .getByRole('group', { name: 'Time slots' })
      .getByRole('button', { name: '10:00' })
      .click();
    await expect(customer.getByRole('region', { name: 'Your booking' })).toContainText('£12.00');
    await pressBookNow(customer);
    await expect(customer).toHaveURL(/\/test-checkout\/tc_[0-9a-f]+$/);
    const reference = customer.url().split('/').pop() as string;
    const checkout = await (await customer.request.get(`/api/test-checkout/${reference}`)).json();
    expect(checkout.amountPence).toBe(1200);
    await customer.getByLabel('Card number').fill('4242 4242 4242 4242');
    await customer.getByRole('button', { name: 'Pay £12.00' }).click();
    await expect(customer).toHaveURL(/\/pay-success\/\d+$/);
    const later = Number(customer.url().split('/').pop());
    booked.push(later);

    expect((await ownBooking(customer, later)).pricePence).toBe(1200);
    expect((await ownBooking(customer, earlier)).pricePence).toBe(1100);
    await customer.goto('/my-bookings');
    await expect(bookingCard(customer, earlier)).toContainText('£11.00');
    await expect(bookingCard(customer, later)).toContainText('£12.00');
  } finally {
    await putBack(page, 'prices', before.prices);
    await cancelAndLeave(customer, booked);
  }
});

test('winter hours 07:30–16:30 for November: a day in it offers 07:30 to 15:30 hourly, and 17:00 is refused', async ({
  page,
  browser,
  server,
}) => {
  const before = await openSettings(page, 'opening', 'Opening');
  try {
    const opening = section(page, 'Opening');
    await opening.getByRole('button', { name: 'Add a season' }).click();
    const winter = opening.getByRole('group', { name: 'Season 1' });
    await winter.getByLabel('Season name').fill('Winter');
    await winter.getByLabel('From').fill('2025-11-01');
    await winter.getByLabel('To (inclusive)').fill('2025-11-30');
    const week = winter.getByRole('table', { name: 'Hours in season 1' });
    for (const day of WEEKDAYS) {
      const open = week.getByLabel(`Open on ${day}`);
      if (!(await open.isChecked())) await open.check();
      await week.getByLabel(`${day} opens`).fill('07:30');
      await week.getByLabel(`${day} closes`).fill('16:30');
    }
    await save(page, 'Opening');

    const { customer } = await newCustomer(browser, server);
    await chooseDay(customer, '2025-11-12');
    await customer.getByRole('radio', { name: '1 hour' }).check();
    await expect(
      customer.getByRole('group', { name: 'Time slots' }).getByRole('button'),
    ).toHaveText(['07:30', '08:30', '09:30', '10:30', '11:30', '12:30', '13:30', '14:30', '15:30']);
    // Outside the season, the usual hours still apply.
    await chooseDay(customer, '2025-12-03');
    await customer.getByRole('radio', { name: '1 hour' }).check();
    await expect(
      customer.getByRole('group', { name: 'Time slots' }).getByRole('button').first(),
    ).toHaveText(before.opening.hours.weekly[2]?.opens ?? '');

    const refused = await customer.request.post('/api/bookings', {
      data: { date: '2025-11-12', time: '17:00', minutes: 60, dogs: '1-4' },
      headers: { origin: server.url },
    });
    expect(refused.status()).toBe(400);
    expect((await refused.json()).error).toEqual({
      code: 'booking/not-bookable',
      message: 'The field is open 07:30 to 16:30 that day.',
      requestId: expect.any(String),
    });
    await customer.context().close();
  } finally {
    await putBack(page, 'opening', before.opening);
  }
});

test('a 10-minute handover gap: a new 10:00 one-hour booking ends at 10:50 on the page, in the e-mail and the .ics', async ({
  page,
  browser,
  server,
  mail,
}) => {
  const { customer, email } = await newCustomer(browser, server);
  const before = await openSettings(page, 'access', 'Booking rules');
  const booked: number[] = [];
  try {
    const rules = section(page, 'Booking rules');
    await rules.getByLabel('Handover gap (minutes)').fill('16');
    await rules.getByRole('button', { name: 'Save booking rules' }).click();
    await expect(rules.getByText('The handover gap is a whole number from 0 to 15.')).toBeVisible();
    await rules.getByLabel('Handover gap (minutes)').fill('10');
    await save(page, 'Booking rules');

    await chooseDay(customer, '2025-06-04');
    await customer.getByRole('radio', { name: '1 hour' }).check();
    await customer
      .getByRole('group', { name: 'Time slots' })
      .getByRole('button', { name: '10:00' })
      .click();
    await expect(customer.getByRole('region', { name: 'Your booking' })).toContainText(
      '10:00 to 10:50',
    );
    await pressBookNow(customer);
    await customer.getByLabel('Card number').fill('4242 4242 4242 4242');
    await customer.getByRole('button', { name: /^Pay / }).click();
    await expect(customer).toHaveURL(/\/pay-success\/\d+$/);
    const id = Number(customer.url().split('/').pop());
    booked.push(id);

    expect((await ownBooking(customer, id)).endTime).toBe('10:50');
    const confirmation = await mail.waitForMessageTo(email, (m) =>
      /confirmed/i.test(m.subject ?? ''),
    );
    expect(confirmation.text).toContain('4th of June 2025, 10:00 to 10:50');

    const ics = await customer.request.get(`/api/bookings/${id}/calendar.ics`);
    expect(ics.status()).toBe(200);
    const calendar = new ICAL.Component(ICAL.parse(await ics.text()));
    const zone = calendar.getFirstSubcomponent('vtimezone');
    if (zone) ICAL.TimezoneService.register(zone);
    const event = new ICAL.Event(calendar.getFirstSubcomponent('vevent') as ICAL.Component);
    expect(event.startDate.toJSDate().toISOString()).toBe('2025-06-04T09:00:00.000Z');
    expect(event.endDate.toJSDate().toISOString()).toBe('2025-06-04T09:50:00.000Z');
  } finally {
    await putBack(page, 'booking-rules', before.bookingRules);
    await cancelAndLeave(customer, booked);
  }
});

test('hours that would leave a booking outside are saved only when confirmed, and the booking stays', async ({
  page,
  browser,
  server,
}) => {
  // 14 August 2025 is a Thursday; the booking runs 19:00 to 20:00.
  const { customer, email } = await newCustomer(browser, server);
  const before = await openSettings(page, 'opening', 'Opening');
  const booked: number[] = [];
  try {
    const id = await bookAndPay(customer, '2025-08-14', '19:00');
    booked.push(id);
    const opening = section(page, 'Opening');
    const usual = opening.getByRole('table', { name: 'Usual hours' });
    await usual.getByLabel('Thursday closes').fill('18:00');
    await opening.getByRole('button', { name: 'Save opening' }).click();

    const question = opening.getByRole('alert');
    await expect(question).toContainText('would fall outside the new hours');
    await expect(question.getByRole('listitem').filter({ hasText: email })).toHaveText(
      `14/08/2025 19:00 (60 min), ${email}`,
    );
    await expect(opening.getByRole('status')).toHaveCount(0);
    // Nothing is saved until it is confirmed.
    const meanwhile = (await (
      await page.request.get('/api/admin/settings')
    ).json()) as AdminSettings;
    expect(meanwhile.opening.hours.weekly[3]).toEqual(before.opening.hours.weekly[3]);

    await question.getByRole('button', { name: 'Save and keep these bookings' }).click();
    await expect(opening.getByRole('status')).toHaveText('Saved.');
    await expect(question).toHaveCount(0);

    await customer.goto('/my-bookings');
    await expect(bookingCard(customer, id)).toContainText('Confirmed');
    await expect(
      bookingCard(customer, id).getByRole('heading', {
        name: '14th of August 2025, 19:00 to 20:00',
      }),
    ).toBeVisible();
  } finally {
    await putBack(page, 'opening', before.opening);
    await cancelAndLeave(customer, booked);
  }
});

test('a plain admin sees no Settings tab, and every settings route answers 403', async ({
  page,
  server,
}) => {
  await signInThroughApi(page, HELPER.email, HELPER.password);
  await page.goto('/admin');
  await expect(adminPlaceLink(page, 'Codes')).toBeVisible();
  await expect(adminPlaceLink(page, 'Settings')).toHaveCount(0);
  await page.goto('/admin?tab=settings');
  await expect(page.getByRole('region', { name: 'Park' })).toHaveCount(0);

  expect((await page.request.get('/api/admin/settings')).status()).toBe(403);
  for (const name of ['park', 'opening', 'booking-rules', 'prices', 'features', 'videos']) {
    const answer = await page.request.post(`/api/admin/settings/${name}`, {
      data: {},
      headers: { origin: server.url },
    });
    expect(answer.status(), name).toBe(403);
  }
});

test.describe('on a 375 px phone', () => {
  test.use({
    viewport: { width: 375, height: 740 },
    isMobile: true,
    hasTouch: true,
    locale: 'en-GB',
  });

  test('the Settings tab fits the screen without sideways scrolling; every box of the hours can be reached', async ({
    page,
  }) => {
    await openSettings(page, 'opening', 'Opening');
    await expect(page.getByRole('table', { name: 'Usual hours' })).toBeVisible();
    await section(page, 'Opening').getByRole('button', { name: 'Add a season' }).click();
    // The last box of the narrowest table (a season's, inside its own frame) can be reached.
    const season = page.getByRole('table', { name: 'Hours in season 1' });
    await season.getByLabel('Sunday closes').fill('16:30');
    await expect(season.getByLabel('Sunday closes')).toBeInViewport();
    await expect(season.getByLabel('Sunday closes')).toHaveValue('16:30');
    const overflow = await page.evaluate(
      () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
    );
    expect(overflow).toBeLessThanOrEqual(0);
  });
});
