import { readFileSync } from 'node:fs';
import type { Page } from '@playwright/test';
import ICAL from 'ical.js';
import { test as base, expect, newEmail, signUpThroughApi } from './fixtures';
import { pressBookNow } from './support/bookings';
import { launchServer, type RunningServer, SERVER_FIXTURE_MS } from './support/server';

// A clock the day before a Saturday in June, so a booking can be less than a day away.
const NOW = '2025-06-13T11:00:00+01:00';

const test = base.extend<object, { dayBefore: RunningServer }>({
  dayBefore: [
    async ({ mail }, use) => {
      const server = await launchServer({ env: { NOW, SMTP_URL: mail.url } });
      await use(server);
      await server.stop();
    },
    { scope: 'worker', timeout: SERVER_FIXTURE_MS },
  ],
  baseURL: async ({ dayBefore }, use) => use(dayBefore.url),
});

/** Books a slot through the pages and pays on the test checkout; ends on /pay-success. */
async function bookAndPay(
  page: Page,
  month: string,
  dayLabel: string,
  time: string,
): Promise<number> {
  await page.goto('/booking');
  await page.getByLabel('Month').selectOption(month);
  await page.getByRole('button', { name: new RegExp(` ${dayLabel}, `) }).click();
  await page.getByRole('group', { name: 'Time slots' }).getByRole('button', { name: time }).click();
  await pressBookNow(page);
  await page.getByLabel('Card number').fill('4242 4242 4242 4242');
  await page.getByRole('button', { name: /^Pay / }).click();
  await expect(
    page.getByRole('heading', { name: 'Your booking has been successfully confirmed!' }),
  ).toBeVisible();
  return Number(page.url().split('/').pop());
}

const card = (page: Page, id: number) =>
  page.getByRole('article').filter({ has: page.getByText(`Booking number${id}`) });

test('a paid booking shows in My bookings with its gate code, and the confirmation e-mail carries the same', async ({
  page,
  mail,
}) => {
  const email = newEmail('mine');
  await signUpThroughApi(page, email);
  const id = await bookAndPay(page, '2025-06', '14th of June 2025', '10:00');

  await page
    .getByRole('navigation', { name: 'Main' })
    .getByRole('link', { name: 'My bookings' })
    .click();
  await expect(page.getByRole('heading', { level: 1, name: 'My bookings' })).toBeVisible();
  const booking = card(page, id);
  await expect(
    booking.getByRole('heading', { name: '14th of June 2025, 10:00 to 10:30' }),
  ).toBeVisible();
  await expect(booking).toContainText('Confirmed');
  await expect(booking).toContainText('£6.50');
  const gateCode = await booking.locator('strong').textContent();
  expect(gateCode).toMatch(/^#\d{4}#$/);

  // Less than a day ahead: the confirmation says all a reminder would, over SMTP.
  const confirmation = await mail.waitForMessageTo(email, (m) =>
    /^Booking confirmed/.test(m.subject ?? ''),
  );
  expect(confirmation.text).toContain(`Gate code: ${gateCode}`);
  expect(confirmation.text).toContain('14th of June 2025, 10:00 to 10:30');
  expect(confirmation.text).toContain('no earlier than 10 minutes before');
});

test('Add to calendar downloads an .ics whose start is right in Europe/London, across the clock change', async ({
  page,
}) => {
  await signUpThroughApi(page, newEmail('calendar'));
  const id = await bookAndPay(page, '2025-10', '26th of October 2025', '09:00');
  await page.goto('/my-bookings');
  const download = page.waitForEvent('download');
  await card(page, id).getByRole('link', { name: 'Add to calendar' }).click();
  const file = await download;
  expect(file.suggestedFilename()).toBe(`booking-${id}.ics`);
  const text = readFileSync((await file.path()) as string, 'utf8');

  const calendar = new ICAL.Component(ICAL.parse(text));
  const zone = calendar.getFirstSubcomponent('vtimezone');
  if (zone) ICAL.TimezoneService.register(zone);
  const event = new ICAL.Event(calendar.getFirstSubcomponent('vevent') as ICAL.Component);
  expect(event.startDate.zone?.tzid).toBe('Europe/London');
  // The clocks went back at 02:00 that morning: 09:00 in London is 09:00 UTC (it was 08:00 UTC the day before).
  expect(event.startDate.toJSDate().toISOString()).toBe('2025-10-26T09:00:00.000Z');
  expect(event.endDate.toJSDate().toISOString()).toBe('2025-10-26T09:30:00.000Z');
  expect(event.location).toContain('Example Lane');
});

test('cancelling in time refunds in full, frees the slot, and the refund e-mail arrives', async ({
  page,
  mail,
}) => {
  const email = newEmail('cancel');
  await signUpThroughApi(page, email);
  const id = await bookAndPay(page, '2025-06', '21st of June 2025', '12:00');
  await page.goto('/my-bookings');
  await card(page, id).getByRole('button', { name: 'Cancel booking' }).click();

  const dialog = page.getByRole('dialog', { name: 'Cancel this booking?' });
  await expect(dialog).toContainText(
    'It is more than 12 hours away, so you will get a full refund of £6.50.',
  );
  await dialog.getByRole('button', { name: 'Keep booking' }).click();
  await expect(dialog).toBeHidden();
  await expect(card(page, id)).toContainText('Confirmed');

  await card(page, id).getByRole('button', { name: 'Cancel booking' }).click();
  await dialog.getByRole('button', { name: 'Cancel and refund' }).click();
  await expect(
    page.getByText(`Booking ${id} is cancelled. £6.50 is on its way back to your card.`),
  ).toBeVisible();
  const past = page.getByRole('region', { name: 'Past and cancelled' });
  await expect(past.getByRole('article').filter({ hasText: `Booking number${id}` })).toContainText(
    'Refunded £6.50',
  );

  const refund = await mail.waitForMessageTo(email, (m) => /cancelled/.test(m.subject ?? ''));
  expect(refund.text).toContain('We are refunding £6.50 to your card in full');

  await page.goto('/booking');
  await page.getByLabel('Month').selectOption('2025-06');
  await page.getByRole('button', { name: / 21st of June 2025, / }).click();
  await expect(
    page.getByRole('group', { name: 'Time slots' }).getByRole('button', { name: '12:00' }),
  ).toBeEnabled();
});

test('within 12 hours the dialog says no refund is due, and cancelling still frees the slot', async ({
  page,
}) => {
  await signUpThroughApi(page, newEmail('late'));
  const id = await bookAndPay(page, '2025-06', '13th of June 2025', '20:00');
  await page.goto('/my-bookings');
  // Inside the cut-off it can no longer be moved either.
  await expect(card(page, id).getByRole('button', { name: 'Move' })).toHaveCount(0);
  await card(page, id).getByRole('button', { name: 'Cancel booking' }).click();
  const dialog = page.getByRole('dialog', { name: 'Cancel this booking?' });
  await expect(dialog).toContainText('under our cancellation policy no refund is due');
  await dialog.getByRole('button', { name: 'Cancel without refund' }).click();
  await expect(page.getByText(`Booking ${id} is cancelled. No refund was due.`)).toBeVisible();

  await page.goto('/booking');
  await page.getByLabel('Month').selectOption('2025-06');
  await page.getByRole('button', { name: / 13th of June 2025, / }).click();
  await expect(
    page.getByRole('group', { name: 'Time slots' }).getByRole('button', { name: '20:00' }),
  ).toBeEnabled();
});

test('a booking can be moved once to a free slot, and its card shows the new time', async ({
  page,
}) => {
  await signUpThroughApi(page, newEmail('mover'));
  const id = await bookAndPay(page, '2025-06', '24th of June 2025', '08:00');
  await page.goto('/my-bookings');
  await card(page, id).getByRole('button', { name: 'Move' }).click();
  const dialog = page.getByRole('dialog', { name: 'Move this booking' });
  await dialog.getByRole('button', { name: / 25th of June 2025, / }).click();
  await dialog
    .getByRole('group', { name: 'Time slots' })
    .getByRole('button', { name: '18:30' })
    .click();
  await dialog.getByRole('button', { name: 'Move booking' }).click();
  await expect(
    page.getByText(`Booking ${id} now starts at 18:30 on the 25th of June 2025.`),
  ).toBeVisible();
  await expect(card(page, id).getByRole('heading')).toHaveText('25th of June 2025, 18:30 to 19:00');
  await expect(card(page, id).getByRole('button', { name: 'Move' })).toHaveCount(0);
});
