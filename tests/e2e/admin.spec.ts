import type { Page } from '@playwright/test';
import {
  expect,
  HELPER,
  newEmail,
  STAFF,
  signInThroughApi,
  signOut,
  signUpThroughApi,
  test,
} from './fixtures';
import {
  adminNav,
  adminPlaceLink,
  expectCurrentPlace,
  openAdminPlace,
} from './support/adminPlaces';
import { pressBookNow } from './support/bookings';

async function openAdmin(page: Page, tab: string, who = STAFF): Promise<void> {
  await signInThroughApi(page, who.email, who.password);
  await page.goto('/');
  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Admin' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Admin' })).toBeVisible();
  await openAdminPlace(page, tab);
}

/** Books and pays as a customer through the pages; answers the booking number. */
async function customerBooks(
  page: Page,
  day: string,
  time: string,
  code?: string,
): Promise<number> {
  await page.goto('/booking');
  await page.getByLabel('Month').selectOption('2025-07');
  await page.getByRole('button', { name: new RegExp(` ${day}, `) }).click();
  await page.getByRole('group', { name: 'Time slots' }).getByRole('button', { name: time }).click();
  if (code) {
    await page.getByLabel('Discount code').fill(code);
    await page.getByRole('button', { name: 'Apply Discount' }).click();
    await expect(page.getByText('(Discount applied)')).toBeVisible();
  }
  await pressBookNow(page);
  await page.getByLabel('Card number').fill('4242 4242 4242 4242');
  await page.getByRole('button', { name: /^Pay / }).click();
  await expect(
    page.getByRole('heading', { name: 'Your booking has been successfully confirmed!' }),
  ).toBeVisible();
  return Number(page.url().split('/').pop());
}

test('every place shows what the seed lists, and the places are reached from the keyboard', async ({
  page,
}) => {
  await openAdmin(page, 'Codes');
  // Every seed tab is a place of the navigation, by its seed name (decision 124).
  const places = adminNav(page).getByRole('link');
  await expect(places).toHaveText([
    'Today',
    'Calendar',
    /^Payments & Bookings/,
    'Passes',
    'Discounts',
    'Users',
    'Waiting lists',
    'Settings',
    'Codes',
    'Closed dates',
    'Manual booking',
    'TESTING',
    /^E-mail problems/,
    'Activity',
  ]);

  // Codes
  await expect(page.getByText(/^Today's Code: #\d{4}#$/)).toBeVisible();
  await expect(page.getByRole('group', { name: 'Months' }).getByRole('button')).toHaveCount(12);
  await page.getByRole('button', { name: 'June 2025' }).click();
  const weeks = page.getByRole('table', { name: 'Gate codes of June 2025' }).getByRole('row');
  await expect(weeks).toHaveCount(5);
  await expect(weeks.nth(1)).toContainText('week 1');
  await expect(weeks.nth(1)).toContainText('01/06/2025 to 01/06/2025');
  await expect(weeks.nth(4)).toContainText('16/06/2025 to 30/06/2025');
  await expect(weeks.nth(4)).toContainText(/#\d{4}#/);

  // Keyboard: the places are links in the Tab order, and Enter opens one.
  await adminPlaceLink(page, 'Waiting lists').focus();
  await page.keyboard.press('Shift+Tab');
  await expect(adminPlaceLink(page, 'Users')).toBeFocused();
  await page.keyboard.press('Enter');
  await expectCurrentPlace(page, 'Users');
  await expect(page.getByLabel('Sort')).toBeVisible();
  expect(await page.getByLabel('Sort').locator('option').allTextContents()).toEqual([
    'Newest First',
    'Oldest First',
  ]);
  await expect(page.getByRole('table', { name: 'Users' }).getByRole('columnheader')).toHaveText([
    'Email',
    'Bookings',
    'Created',
    'Role',
  ]);
  await openAdminPlace(page, 'Discounts');
  await expect(page.getByRole('table', { name: 'Discounts' }).getByRole('columnheader')).toHaveText(
    ['Name', 'Code', 'Amount', 'Usage', 'Max', 'In use'],
  );

  await openAdminPlace(page, 'Payments & Bookings');
  await expect(page.getByText(/^Total Bookings: \d+$/)).toBeVisible();
  await expect(page.getByLabel('Month payments')).toBeVisible();
  await expect(page.getByText(/^Total Amount: £\d+\.\d\d$/)).toBeVisible();
  await expect(
    page.getByText(/^Total Amount including manual bookings \(est\.\): £\d+\.\d\d$/),
  ).toBeVisible();
  for (const group of [
    "Today's Bookings",
    "Tomorrow's Bookings",
    'Upcoming Bookings',
    'Past Bookings',
  ]) {
    await expect(
      page.getByRole('heading', { name: new RegExp(`^${group} \\(\\d+\\)$`) }),
    ).toBeVisible();
  }
  await expect(page.getByRole('button', { name: 'Show' })).toBeVisible();

  await openAdminPlace(page, 'Manual booking');
  await page.getByRole('button', { name: 'Book a session' }).click();
  const dialog = page.getByRole('dialog', { name: 'Book a session' });
  await expect(dialog.getByLabel('Select Day')).toHaveAttribute('type', 'date');
  await expect(dialog.getByLabel('Select Time Slot')).toHaveAttribute('placeholder', 'e.g. 14:00');
  await expect(dialog.getByLabel('Number of Dogs')).toHaveValue('1');
  await expect(dialog.getByLabel('Number of Dogs')).toHaveAttribute('min', '1');
  await expect(dialog.getByLabel('Duration')).toHaveValue('30');
  await dialog.getByRole('button', { name: 'Book Now' }).click();
  await expect(dialog.getByRole('alert')).toHaveText('Please choose a day.');
  await page.keyboard.press('Escape');

  await openAdminPlace(page, 'TESTING');
  await expect(page.getByRole('heading', { name: 'Email tools' })).toBeVisible();
  for (const button of [
    'Send invoice',
    'Send latest invoice',
    'Resend confirmation',
    'Send discount email',
  ]) {
    await expect(page.getByRole('button', { name: button })).toBeDisabled();
  }
});

test('a discount added here is used by a customer, and its usage goes up', async ({
  page,
  browser,
  server,
}) => {
  await openAdmin(page, 'Discounts');
  await page.getByRole('button', { name: 'Add', exact: true }).click();
  const dialog = page.getByRole('dialog', { name: 'Add Discount' });
  await dialog.getByLabel('Name').fill('Summer sale');
  await dialog.getByLabel('Code').fill('summer25');
  await dialog.getByLabel('Amount (%)').fill('150');
  await dialog.getByLabel('Max usage').fill('3');
  await dialog.getByRole('button', { name: 'Add Discount' }).click();
  await expect(dialog.getByText('The amount is a number from 0 to 100.')).toBeVisible();
  await dialog.getByLabel('Amount (%)').fill('25');
  await dialog.getByRole('button', { name: 'Add Discount' }).click();
  await expect(dialog).toBeHidden();
  const row = page.getByRole('row', { name: /Summer sale/ });
  await expect(row.getByRole('cell')).toHaveText([
    'Summer sale',
    'SUMMER25',
    '25%',
    '0',
    '3',
    'Switch SUMMER25 off',
  ]);

  // The same code again, in another case, is refused in the dialog.
  await page.getByRole('button', { name: 'Add', exact: true }).click();
  await dialog.getByLabel('Name').fill('Copy');
  await dialog.getByLabel('Code').fill('Summer25');
  await dialog.getByLabel('Amount (%)').fill('5');
  await dialog.getByLabel('Max usage').fill('1');
  await dialog.getByRole('button', { name: 'Add Discount' }).click();
  await expect(dialog.getByText('That code already exists')).toBeVisible();
  await dialog.getByRole('button', { name: 'Close' }).click();

  const customer = await browser.newPage({ baseURL: server.url });
  await signUpThroughApi(customer, newEmail('summer'));
  await customerBooks(customer, '8th of July 2025', '10:00', 'SUMMER25');
  await customer.close();

  await page.reload();
  await expect(
    page
      .getByRole('row', { name: /Summer sale/ })
      .getByRole('cell')
      .nth(3),
  ).toHaveText('1');
});

test('a manual booking shows under Upcoming and blocks its slot on /booking', async ({
  page,
  browser,
  server,
}) => {
  await openAdmin(page, 'Manual booking');
  await page.getByRole('button', { name: 'Book a session' }).click();
  const dialog = page.getByRole('dialog', { name: 'Book a session' });
  await dialog.getByLabel('Select Day').fill('2025-07-09');
  await dialog.getByLabel('Select Time Slot').fill('14:00');
  await dialog.getByLabel('Number of Dogs').fill('3');
  await dialog.getByLabel('Duration').selectOption('60');
  await dialog.getByRole('button', { name: 'Book Now' }).click();
  await expect(dialog).toBeHidden();
  const booked = page.getByText(/^Booked: booking \d+\.$/);
  await expect(booked).toBeVisible();
  const id = (await booked.textContent())?.match(/\d+/)?.[0];

  await openAdminPlace(page, 'Payments & Bookings');
  const card = page.getByRole('article', { name: `Booking ${id}` });
  await expect(card).toContainText('Manual Booking');
  await expect(card).toContainText('£0.00');
  await expect(card).toContainText('60 minutes');
  await expect(card).toContainText('09/07/2025 14:00');
  await expect(
    page
      .getByRole('region', { name: /^Upcoming Bookings/ })
      .getByRole('article', { name: `Booking ${id}` }),
  ).toBeVisible();

  // The same slot again is refused, in the dialog.
  await openAdminPlace(page, 'Manual booking');
  await page.getByRole('button', { name: 'Book a session' }).click();
  await dialog.getByLabel('Select Day').fill('2025-07-09');
  await dialog.getByLabel('Select Time Slot').fill('14:30');
  await dialog.getByRole('button', { name: 'Book Now' }).click();
  await expect(dialog.getByRole('alert')).toHaveText('Apologies this time slot is already booked.');

  const customer = await browser.newPage({ baseURL: server.url });
  await signUpThroughApi(customer, newEmail('blocked'));
  await customer.goto('/booking');
  await customer.getByLabel('Month').selectOption('2025-07');
  await customer.getByRole('button', { name: / 9th of July 2025, / }).click();
  const slots = customer.getByRole('group', { name: 'Time slots' });
  await expect(slots.getByRole('button', { name: '14:00' })).toHaveAccessibleName('14:00 Taken');
  await expect(slots.getByRole('button', { name: '14:30' })).toHaveAccessibleName('14:30 Taken');
  await expect(slots.getByRole('button', { name: '15:00' })).toHaveAccessibleName('15:00');
  await customer.close();
});

test("Edit refuses '25:00' with the seed's message and moves a booking to a free slot", async ({
  page,
  browser,
  mail,
  server,
}) => {
  const email = newEmail('edited');
  const customer = await browser.newPage({ baseURL: server.url });
  await signUpThroughApi(customer, email);
  const id = await customerBooks(customer, '10th of July 2025', '09:00');
  await customer.close();

  await openAdmin(page, 'Payments & Bookings');
  const card = page.getByRole('article', { name: `Booking ${id}` });
  await card.getByRole('button', { name: 'Edit' }).click();
  const box = card.getByLabel(`New time slot for booking ${id}`);
  await box.fill('25:00');
  await card.getByRole('button', { name: 'Save time slot' }).click();
  const error = card.getByRole('alert');
  await expect(error).toHaveText('Invalid time slot format, needs to be HH:MM');
  await expect(error).toHaveCSS('color', 'rgb(180, 35, 24)');
  await box.fill('');
  await card.getByRole('button', { name: 'Save time slot' }).click();
  await expect(error).toHaveText('No new time slot provided');
  await box.fill('09:00');
  await card.getByRole('button', { name: 'Save time slot' }).click();
  await expect(error).toHaveText('New time slot is the same as the old one');

  await box.fill('16:30');
  await card.getByRole('button', { name: 'Save time slot' }).click();
  await expect(card.getByText('Moved.')).toBeVisible();
  await page.reload();
  await expect(page.getByRole('article', { name: `Booking ${id}` })).toContainText(
    '10/07/2025 16:30',
  );
  const moved = await mail.waitForMessageTo(email, (m) => /moved/.test(m.subject ?? ''));
  expect(moved.text).toContain('New time: 10th of July 2025, 16:30 to 17:00');
});

test('each e-mail tool delivers over SMTP and says what happened', async ({
  page,
  browser,
  mail,
  server,
}) => {
  const email = newEmail('tools');
  const customer = await browser.newPage({ baseURL: server.url });
  await signUpThroughApi(customer, email);
  const id = await customerBooks(customer, '11th of July 2025', '11:00');
  await customer.close();
  // The booking's own e-mails go first, so that only the tools' are counted after `before`.
  await mail.waitForMessageTo(email, (m) => /^Booking confirmed/.test(m.subject ?? ''));
  await mail.waitForMessageTo(email, (m) => m.subject === `Invoice for booking ${id}`);
  const before = mail.received.length;

  await openAdmin(page, 'TESTING');
  const tool = (name: string) => page.getByRole('region', { name });

  await tool('Send an invoice').getByLabel('Booking number').fill('999999');
  await tool('Send an invoice').getByRole('button', { name: 'Send invoice' }).click();
  // A failure is an error (announced, in the error style), never the green of "Sent".
  await expect(tool('Send an invoice').getByRole('alert')).toHaveText('No booking found');
  await tool('Send an invoice').getByLabel('Booking number').fill(String(id));
  await tool('Send an invoice').getByRole('button', { name: 'Send invoice' }).click();
  await expect(tool('Send an invoice').getByRole('status')).toHaveText('Sent');

  await tool('Send the latest invoice').getByLabel('Customer email').fill('nobody@example.com');
  await tool('Send the latest invoice')
    .getByRole('button', { name: 'Send latest invoice' })
    .click();
  await expect(tool('Send the latest invoice').getByRole('alert')).toHaveText('No user found');
  await tool('Send the latest invoice').getByLabel('Customer email').fill(email);
  await tool('Send the latest invoice')
    .getByRole('button', { name: 'Send latest invoice' })
    .click();
  await expect(tool('Send the latest invoice').getByRole('status')).toHaveText('Sent');

  await tool('Resend the booking confirmation').getByLabel('Email address').fill(email);
  await tool('Resend the booking confirmation')
    .getByRole('button', { name: 'Resend confirmation' })
    .click();
  await expect(tool('Resend the booking confirmation').getByRole('status')).toHaveText('Sent');

  const discount = tool('Send a discount');
  await discount.getByLabel('Send to').fill(email);
  await discount.getByLabel('Discount code').fill('SPRING10');
  await expect(discount.getByRole('button', { name: 'Send discount email' })).toBeDisabled();
  await discount.getByLabel('Message').fill('Ten per cent off your next walk.');
  await discount.getByRole('button', { name: 'Send discount email' }).click();
  await expect(discount.getByRole('status')).toHaveText('Sent');

  const invoice = await mail.waitForMessageTo(
    email,
    (m) => m.subject === `Invoice for booking ${id}` && mail.received.indexOf(m) >= before,
  );
  expect(invoice.text).toContain('Total (ex. VAT): £6.50');
  await expect
    .poll(
      () =>
        mail.received.slice(before).filter((m) => m.subject === `Invoice for booking ${id}`).length,
    )
    .toBe(2);
  const confirmation = await mail.waitForMessageTo(
    email,
    (m) => /^Booking confirmed/.test(m.subject ?? '') && mail.received.indexOf(m) >= before,
  );
  expect(confirmation.text).toMatch(/Gate code: #\d{4}#/);
  const offer = await mail.waitForMessageTo(email, (m) => /A discount from/.test(m.subject ?? ''));
  expect(offer.text).toContain('Ten per cent off your next walk.');
  expect(offer.text).toContain('Discount code: SPRING10');
});

test('an admin who is not a super admin sees no Manual booking or TESTING tab, and their APIs answer 403', async ({
  page,
}) => {
  await openAdmin(page, 'Codes', HELPER);
  await expect(adminPlaceLink(page, 'Manual booking')).toHaveCount(0);
  await expect(adminPlaceLink(page, 'TESTING')).toHaveCount(0);
  await expect(page.getByRole('button', { name: /^Change week/ })).toHaveCount(0);
  await openAdminPlace(page, 'Payments & Bookings');
  await expect(page.getByRole('button', { name: 'Edit' })).toHaveCount(0);

  const origin = new URL(page.url()).origin;
  const post = (path: string, data: object) =>
    page.request.post(path, { data, headers: { origin } });
  expect(
    (
      await post('/api/admin/manual-bookings', {
        date: '2025-07-20',
        time: '10:00',
        dogs: 1,
        minutes: 30,
      })
    ).status(),
  ).toBe(403);
  expect((await post('/api/admin/email-tools/invoice', { bookingId: '1' })).status()).toBe(403);
  expect((await post('/api/admin/bookings/1/time', { time: '10:00' })).status()).toBe(403);
  expect((await post('/api/admin/codes/2025/7/1', { code: '1234', notify: false })).status()).toBe(
    403,
  );
  expect((await page.request.get('/api/admin/codes')).status()).toBe(200);

  await signOut(page);
});
