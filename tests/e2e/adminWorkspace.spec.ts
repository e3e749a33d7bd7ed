import type { Browser, Page } from '@playwright/test';
import {
  expect,
  newEmail,
  STAFF,
  signInThroughApi,
  signUpThroughApi,
  workspaceTest as test,
  WORKSPACE_NOW,
} from './fixtures';
import { adminNav, adminPlace, expectCurrentPlace, openAdminPlace } from './support/adminPlaces';
import { FIRST_RULES_VERSION, TEST_CONTACT } from './support/bookings';
import { originOf } from './support/origin';

const TODAY = WORKSPACE_NOW.slice(0, 10);

interface Booked {
  id: number;
  email: string;
}

/** A new customer books and pays through the API as Book Now and the test checkout do. */
async function customerPays(
  browser: Browser,
  baseURL: string,
  slot: { date: string; time: string; minutes: 30 | 60; dogs: '1-4' | '5-6' | '7-8' },
): Promise<Booked> {
  const page = await browser.newPage({ baseURL });
  const email = newEmail('regular');
  await signUpThroughApi(page, email);
  const origin = await originOf(page);
  const held = await page.request.post('/api/bookings', {
    data: { ...slot, rulesVersion: FIRST_RULES_VERSION, contact: TEST_CONTACT },
    headers: { origin },
  });
  expect(held.status(), await held.text()).toBe(201);
  const { bookingId, checkoutUrl } = (await held.json()) as {
    bookingId: number;
    checkoutUrl: string;
  };
  const reference = new URL(checkoutUrl, origin).pathname.split('/').pop();
  const paid = await page.request.post(`/api/test-checkout/${reference}/pay`, {
    data: { cardNumber: '4242 4242 4242 4242' },
    headers: { origin },
  });
  expect(paid.ok(), await paid.text()).toBe(true);
  await page.close();
  return { id: bookingId, email };
}

async function bookManually(page: Page, date: string, time: string): Promise<number> {
  const origin = new URL(page.url()).origin;
  const answer = await page.request.post('/api/admin/manual-bookings', {
    data: { date, time, dogs: 2, minutes: 30 },
    headers: { origin },
  });
  expect(answer.status(), await answer.text()).toBe(201);
  return ((await answer.json()) as { bookingId: number }).bookingId;
}

async function signInAsOwner(page: Page): Promise<void> {
  await signInThroughApi(page, STAFF.email, STAFF.password);
  await page.goto('/');
}

/** Nothing on the page reaches past the screen's right edge. */
async function expectNoSidewaysScroll(page: Page): Promise<void> {
  const widths = await page.evaluate(() => ({
    page: document.documentElement.scrollWidth,
    screen: document.documentElement.clientWidth,
  }));
  expect(widths.page).toBeLessThanOrEqual(widths.screen);
}

/** A place opened from the navigation (through its menu on a phone): its content. */
const openTab = (page: Page, name: string) => openAdminPlace(page, name);

for (const [viewport, times] of [
  [
    { width: 1440, height: 900 },
    { paid: '15:00', manual: '17:00' },
  ],
  [
    { width: 390, height: 844 },
    { paid: '12:00', manual: '18:00' },
  ],
] as const) {
  test.describe(`at ${viewport.width}×${viewport.height}`, () => {
    test.use({ viewport });

    test("Today shows the day's bookings and code; the calendar tells a paid booking from a manual one", async ({
      page,
      browser,
      server,
    }) => {
      const paid = await customerPays(browser, server.url, {
        date: TODAY,
        time: times.paid,
        minutes: 60,
        dogs: '1-4',
      });
      await signInAsOwner(page);
      const manual = await bookManually(page, TODAY, times.manual);

      await page.goto('/admin');
      await expect(page.getByRole('heading', { level: 1, name: 'Admin' })).toBeVisible();
      // No public footer (with its map) in the workspace.
      await expect(page.getByRole('contentinfo')).toHaveCount(0);
      // With no place in the address, Today opens.
      await expect(adminNav(page)).toBeVisible();
      await expectCurrentPlace(page, 'Today');

      const today = adminPlace(page);
      const code = today.getByRole('region', { name: "Today's gate code" });
      await expect(code).toContainText(/\d{4}/);
      const digits = (await code.textContent())?.match(/\d{4}/)?.[0] ?? '';
      await expect(page.getByText(`Gate code today: ${digits}`)).toBeVisible();
      const day = today.getByRole('region', { name: /^Today's bookings/ });
      // The booking says the customer's name, with the address beside it (decision 125).
      await expect(
        day
          .locator('[data-kind]', { hasText: paid.email })
          .getByRole('button', { name: new RegExp(TEST_CONTACT.name) }),
      ).toBeVisible();
      await expect(
        day.getByRole('button', { name: new RegExp(`^${times.manual}.*Manual Booking`) }),
      ).toBeVisible();
      await expectNoSidewaysScroll(page);

      const calendar = await openTab(page, 'Calendar');
      await expect(calendar.getByRole('heading', { name: /^Week of/ })).toBeVisible();
      const paidEntry = calendar.locator('[data-kind]', { hasText: paid.email });
      const manualEntry = calendar.locator('[data-kind]').filter({
        has: page.getByRole('button', { name: new RegExp(`^${times.manual}`) }),
      });
      await expect(paidEntry).toHaveAttribute('data-kind', 'paid');
      await expect(manualEntry).toHaveAttribute('data-kind', 'manual');
      await expect(paidEntry.getByRole('listitem')).toContainText(['Complete']);
      await expect(manualEntry.getByRole('listitem')).toContainText(['Manual']);
      const edges = await Promise.all(
        [paidEntry, manualEntry].map((entry) =>
          entry.evaluate((element) => getComputedStyle(element).borderLeftStyle),
        ),
      );
      expect(edges[0]).not.toBe(edges[1]);
      await expectNoSidewaysScroll(page);

      // Every place keeps the page inside the screen (adminNavigation.spec.ts walks them all).
      for (const name of ['Payments & Bookings', 'Codes', 'Users', 'Settings', 'Activity']) {
        await openTab(page, name);
        await expectNoSidewaysScroll(page);
      }
      expect(manual).toBeGreaterThan(0);
    });
  });
}

test('a gate-code change for a week with a booking ticks the e-mail box, and the customer gets the new code', async ({
  page,
  browser,
  server,
  mail,
}) => {
  // Week 2 of June 2025 runs from Monday 2nd to Sunday 8th.
  const booked = await customerPays(browser, server.url, {
    date: '2025-06-04',
    time: '10:00',
    minutes: 30,
    dogs: '1-4',
  });
  await signInAsOwner(page);
  await page.goto('/admin?tab=codes');
  await page.getByRole('button', { name: 'June 2025' }).click();
  await page.getByRole('button', { name: 'Change week 2' }).click();
  const dialog = page.getByRole('dialog', { name: /^Change the code of week 2/ });
  await expect(dialog.getByRole('list', { name: 'Bookings the new code reaches' })).toContainText(
    booked.email,
  );
  const tell = dialog.getByRole('checkbox', { name: 'E-mail them the new code' });
  await expect(tell).toBeChecked();
  const newCode = '4826';
  await dialog.getByLabel('New code for week 2').fill(newCode);
  await dialog.getByRole('button', { name: 'Save and tell 1 customer', exact: true }).click();
  await expect(dialog).toBeHidden();

  const told = await mail.waitForMessageTo(booked.email, (m) => (m.text ?? '').includes(newCode));
  expect(told.text).toContain(newCode);
});

/** The month's Refunded figure, in pence. */
async function refundedFigure(page: Page): Promise<number> {
  const figure = page.getByText(/^Refunded: £\d+\.\d\d$/);
  await expect(figure).toBeVisible();
  const pounds = (await figure.textContent())?.match(/£(\d+)\.(\d\d)/);
  return Number(pounds?.[1]) * 100 + Number(pounds?.[2]);
}

test('a partial refund of £5.00 on a £15.00 booking shows on the payment, in the month, in Activity and in the e-mail', async ({
  page,
  browser,
  server,
  mail,
}) => {
  // An hour for 5-6 dogs is £15.00.
  const booked = await customerPays(browser, server.url, {
    date: '2025-05-20',
    time: '10:00',
    minutes: 60,
    dogs: '5-6',
  });
  await signInAsOwner(page);
  await page.goto('/admin?tab=payments');
  const before = await refundedFigure(page);

  const search = page.getByRole('search', { name: 'Bookings' });
  await search.getByLabel('Booking number or e-mail').fill(String(booked.id));
  await search.getByRole('button', { name: 'Search' }).click();
  await expect(page.getByRole('heading', { name: 'Upcoming Bookings (1)' })).toBeVisible();
  const card = page.getByRole('article', { name: `Booking ${booked.id}` });
  await expect(card).toContainText('£15.00');
  await card.getByRole('button', { name: `Details of booking ${booked.id}` }).click();

  const dialog = page.getByRole('dialog', { name: `Booking ${booked.id}` });
  const form = dialog.getByRole('form', { name: 'Refund' });
  await form.getByLabel('Amount (£)').fill('5');
  await form.getByLabel('Reason').fill('The gate sprang open, sorry for the worry');
  await form.getByRole('button', { name: 'Refund £5.00', exact: true }).click();
  await expect(dialog.getByRole('status')).toContainText('Refunded £5.00');
  // Recorded on the payment: £5.00 back, £10.00 left, the booking still on.
  await expect(dialog.getByText('Left to refund')).toBeVisible();
  await expect(dialog).toContainText('£10.00');
  await expect(
    dialog.getByRole('list', { name: 'Status' }).first().getByRole('listitem'),
  ).toHaveText(['Complete', 'Refunded']);
  await dialog.getByRole('button', { name: 'Close' }).click();
  await expect(dialog).toBeHidden();

  expect(await refundedFigure(page)).toBe(before + 500);

  await openAdminPlace(page, 'Activity');
  await expect(
    adminPlace(page)
      .getByRole('row')
      .filter({ hasText: `booking ${booked.id}` })
      .filter({ hasText: '£5.00' }),
  ).not.toHaveCount(0);

  const told = await mail.waitForMessageTo(booked.email, (m) => /refund/i.test(m.subject ?? ''));
  expect(told.text).toContain('£5.00');
  expect(told.text).toContain('The gate sprang open');
});
