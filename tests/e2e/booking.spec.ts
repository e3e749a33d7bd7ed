import type { Page } from '@playwright/test';
import ICAL from 'ical.js';
import { expect, newEmail, signUpThroughApi, test } from './fixtures';
import { pressBookNow } from './support/bookings';

/** Opens /booking and picks a day of June 2025 (the e2e clock is 1 May 2025). */
async function chooseDay(page: Page, day: number): Promise<void> {
  await page.goto('/booking');
  await page.getByLabel('Month').selectOption('2025-06');
  const suffix =
    day === 1 || day === 21
      ? 'st'
      : day === 2 || day === 22
        ? 'nd'
        : day === 3 || day === 23
          ? 'rd'
          : 'th';
  await page.getByRole('button', { name: new RegExp(` ${day}${suffix} of June 2025, `) }).click();
}

const slots = (page: Page) => page.getByRole('group', { name: 'Time slots' });
const summary = (page: Page) => page.getByRole('region', { name: 'Your booking' });

test('a new customer books an hour for 5-6 dogs with a discount, pays, and gets the gate code by e-mail', async ({
  page,
  browser,
  mail,
}) => {
  const email = newEmail('booker');
  await signUpThroughApi(page, email);
  await page.goto('/');
  await page
    .getByRole('navigation', { name: 'Main' })
    .getByRole('link', { name: 'Bookings', exact: true })
    .click();
  await expect(page.getByRole('heading', { level: 1, name: 'Book Now' })).toBeVisible();
  await expect(
    page.getByText('Opening on the 10th of May 2025!, pre-booking available now!'),
  ).toBeVisible();
  await expect(page.getByText('5-6 dogs 30 min £8.00 / 1 hr £15.00')).toBeVisible();

  await chooseDay(page, 14);
  await page.getByRole('radio', { name: '1 hour' }).check();
  await slots(page).getByRole('button', { name: '10:00' }).click();
  // One choice of how many come, under the seed's bands; 5 is priced as 5-6.
  await page.getByLabel('Number of dogs').selectOption('5');
  await expect(page.getByText('Priced as 5-6 dogs')).toBeVisible();
  await expect(summary(page)).toContainText('14th of June 2025');
  await expect(summary(page)).toContainText('10:00');
  await expect(summary(page)).toContainText('1 hour');
  await expect(summary(page)).toContainText('£15.00');

  await page.getByLabel('Discount code').fill('NOPE');
  await page.getByRole('button', { name: 'Apply Discount' }).click();
  await expect(page.getByText('Invalid discount code.')).toBeVisible();
  await expect(page.getByText('Invalid discount code.')).toHaveCSS('color', 'rgb(180, 35, 24)');
  await page.getByLabel('Discount code').fill('spring10');
  await page.getByRole('button', { name: 'Apply Discount' }).click();
  await expect(page.getByText('Invalid discount code.')).toBeVisible();
  await page.getByLabel('Discount code').fill('SPRING10');
  await page.getByRole('button', { name: 'Apply Discount' }).click();
  await expect(summary(page)).toContainText('£13.50 (Discount applied)');
  await expect(page.getByRole('button', { name: 'Apply Discount' })).toHaveCount(0);

  await pressBookNow(page);
  await expect(page).toHaveURL(/\/test-checkout\/tc_[0-9a-f]+$/);
  // The checkout's line is priced by the band, as the seed's payment item names it.
  await expect(page.getByText('1 hour, 5-6 dogs, 14th of June 2025 at 10:00')).toBeVisible();
  // The park's 30-minute hold, counted down by the server's clock (a year from the device's).
  await expect(
    page.getByText(
      /^Held for you for (29:[0-5]\d|30:00) more\. If you have not paid by then, the slot is freed for others to book\.$/,
    ),
  ).toBeVisible();
  await page.getByLabel('Card number').fill('4242 4242 4242 4242');
  await page.getByRole('button', { name: 'Pay £13.50' }).click();

  await expect(page).toHaveURL(/\/pay-success\/\d+$/);
  const bookingNumber = page.url().split('/').pop();
  await expect(
    page.getByRole('heading', { name: 'Your booking has been successfully confirmed!' }),
  ).toBeVisible();
  await expect(page.getByText(`Booking number: ${bookingNumber}`)).toBeVisible();
  await expect(page.getByText('Your booking is on the 14th of June 2025 at 10:00.')).toBeVisible();
  await expect(page.getByText(`A confirmation email has been sent to ${email}.`)).toBeVisible();
  await expect(page.getByText('We look forward to seeing you soon!')).toBeVisible();

  const confirmation = await mail.waitForMessageTo(email, (m) =>
    /confirmed/i.test(m.subject ?? ''),
  );
  expect(confirmation.text).toContain('Thank you for your booking.');
  const gateCode = /Gate code: (#\d{4}#)/.exec(confirmation.text ?? '')?.[1];
  expect(gateCode).toBeTruthy();
  expect(confirmation.text).toContain('reset the gate to 0000');
  const ics = confirmation.attachments.find((file) => file.filename?.endsWith('.ics'));
  const calendar = new ICAL.Component(ICAL.parse(ics?.content.toString('utf8') ?? ''));
  const zone = calendar.getFirstSubcomponent('vtimezone');
  if (zone) ICAL.TimezoneService.register(zone);
  const event = new ICAL.Event(calendar.getFirstSubcomponent('vevent') as ICAL.Component);
  expect(event.startDate.toJSDate().toISOString()).toBe('2025-06-14T09:00:00.000Z');
  expect(event.description).toContain(gateCode as string);

  const invoice = await mail.waitForMessageTo(email, (m) => /Invoice/.test(m.subject ?? ''));
  expect(invoice.text).toContain('Discount (10%): -£1.50');
  expect(invoice.text).toContain('Total (ex. VAT): £13.50');

  // Someone else now sees the hour taken, in both lengths of slot.
  const other = await browser.newContext({ baseURL: new URL(page.url()).origin });
  const second = await other.newPage();
  await signUpThroughApi(second, newEmail('second'));
  await chooseDay(second, 14);
  // Taken times can be tapped only to wait for them.
  await expect(slots(second).getByRole('button', { name: '10:00' })).toHaveAccessibleName(
    '10:00 Taken',
  );
  await expect(slots(second).getByRole('button', { name: '10:30' })).toHaveAccessibleName(
    '10:30 Taken',
  );
  await expect(slots(second).getByRole('button', { name: '09:30' })).toHaveAccessibleName('09:30');
  await second.getByRole('radio', { name: '1 hour' }).check();
  await expect(slots(second).getByRole('button', { name: '10:00' })).toHaveAccessibleName(
    '10:00 Taken',
  );
  await expect(slots(second).getByRole('button', { name: '11:00' })).toHaveAccessibleName('11:00');
  await other.close();
});

test('choosing a month resets the day and slot, a day resets the slot, the length resets the slot; Book Now waits for both', async ({
  page,
}) => {
  await signUpThroughApi(page, newEmail());
  await page.goto('/booking');
  const bookNow = page.getByRole('button', { name: 'Book Now' });
  await expect(bookNow).toBeDisabled();

  // May 2025 (this month): the days before opening are closed, the 10th onwards open.
  const may = page.getByRole('group', { name: 'Days of May 2025' });
  await expect(may.getByRole('button', { name: / 1st of May 2025, / })).toBeDisabled();
  await expect(may.getByRole('button', { name: / 9th of May 2025, / })).toBeDisabled();
  await expect(may.getByRole('button', { name: / 10th of May 2025, / })).toBeEnabled();
  const monthOptions = await page.getByLabel('Month').locator('option').allTextContents();
  expect(monthOptions).toEqual([
    'May 2025',
    'June 2025',
    'July 2025',
    'August 2025',
    'September 2025',
    'October 2025',
    'November 2025',
    'December 2025',
    'January 2026',
    'February 2026',
    'March 2026',
    'April 2026',
  ]);

  await chooseDay(page, 16);
  await expect(slots(page).getByRole('button')).toHaveCount(32);
  await expect(bookNow).toBeDisabled();
  await slots(page).getByRole('button', { name: '08:00' }).click();
  await expect(slots(page).getByRole('button', { name: '08:00' })).toHaveAttribute(
    'aria-pressed',
    'true',
  );
  await slots(page).getByRole('button', { name: '09:00' }).click();
  await expect(slots(page).getByRole('button', { pressed: true })).toHaveText(['09:00']);
  // With a day and a slot chosen, Book Now can be pressed (the site rules' tick is asked in
  // the sheet it opens).
  await expect(bookNow).toBeEnabled();

  await page.getByRole('radio', { name: '1 hour' }).check();
  await expect(slots(page).getByRole('button')).toHaveCount(16);
  await expect(slots(page).getByRole('button', { pressed: true })).toHaveCount(0);
  await expect(bookNow).toBeDisabled();

  await slots(page).getByRole('button', { name: '12:00' }).click();
  await page.getByRole('button', { name: / 17th of June 2025, / }).click();
  await expect(slots(page).getByRole('button', { pressed: true })).toHaveCount(0);
  await expect(summary(page)).toContainText('17th of June 2025');

  await slots(page).getByRole('button', { name: '12:00' }).click();
  await page.getByLabel('Month').selectOption('2025-07');
  await expect(slots(page)).toHaveCount(0);
  await expect(
    page.getByRole('group', { name: 'Days of July 2025' }).getByRole('button', { pressed: true }),
  ).toHaveCount(0);
  await expect(bookNow).toBeDisabled();

  // The 4th and 5th of October are closed.
  await page.getByLabel('Month').selectOption('2025-10');
  await expect(page.getByRole('button', { name: / 4th of October 2025, / })).toBeDisabled();
  await expect(page.getByRole('button', { name: / 6th of October 2025, / })).toBeEnabled();
});

test('a declined card says so; leaving the checkout frees the slot at once', async ({ page }) => {
  await signUpThroughApi(page, newEmail());
  await chooseDay(page, 18);
  await slots(page).getByRole('button', { name: '15:00' }).click();
  await pressBookNow(page);
  await page.getByLabel('Card number').fill('4000 0000 0000 0002');
  await page.getByRole('button', { name: 'Pay £6.50' }).click();
  await expect(page.getByText('Your card was declined.')).toBeVisible();

  await page.getByRole('main').getByRole('link', { name: 'Cancel', exact: true }).click();
  await expect(page).toHaveURL(/\/booking$/);
  await expect(
    page.getByText('Your booking was not paid, so the slot has been freed.'),
  ).toBeVisible();
  await chooseDay(page, 18);
  await expect(slots(page).getByRole('button', { name: '15:00' })).toBeEnabled();
});

test('when someone else takes the slot first, Book Now says it in red', async ({
  page,
  browser,
}) => {
  await signUpThroughApi(page, newEmail());
  await chooseDay(page, 19);
  await slots(page).getByRole('button', { name: '11:00' }).click();

  const other = await browser.newContext({ baseURL: new URL(page.url()).origin });
  const quicker = await other.newPage();
  await signUpThroughApi(quicker, newEmail('quicker'));
  await chooseDay(quicker, 19);
  await slots(quicker).getByRole('button', { name: '11:00' }).click();
  await pressBookNow(quicker);
  await expect(quicker).toHaveURL(/\/test-checkout\//);
  await other.close();

  await pressBookNow(page);
  const error = page.getByText('Apologies this time slot is already booked.');
  await expect(error).toBeVisible();
  await expect(error).toHaveCSS('color', 'rgb(180, 35, 24)');
  await expect(slots(page).getByRole('button', { name: '11:00' })).toHaveAccessibleName(
    '11:00 Taken',
  );
});

test("only the booking's owner sees its confirmation page", async ({ page, browser }) => {
  await signUpThroughApi(page, newEmail());
  await chooseDay(page, 20);
  await slots(page).getByRole('button', { name: '16:00' }).click();
  await pressBookNow(page);
  await page.getByLabel('Card number').fill('4242424242424242');
  await page.getByRole('button', { name: 'Pay £6.50' }).click();
  await expect(
    page.getByRole('heading', { name: 'Your booking has been successfully confirmed!' }),
  ).toBeVisible();
  const address = page.url();

  // Visiting again shows it again.
  await page.reload();
  await expect(
    page.getByRole('heading', { name: 'Your booking has been successfully confirmed!' }),
  ).toBeVisible();

  const other = await browser.newContext({ baseURL: new URL(address).origin });
  const stranger = await other.newPage();
  await signUpThroughApi(stranger, newEmail('stranger'));
  await stranger.goto(address.replace('/pay-success/', '/pay-success/:'));
  await expect(stranger).toHaveURL(/\/$/);
  await other.close();
});
