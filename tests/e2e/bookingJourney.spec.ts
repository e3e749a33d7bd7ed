import { readFileSync } from 'node:fs';
import type { Locator, Page } from '@playwright/test';
import { expect, newEmail, PASSWORD, signUpThroughApi, test } from './fixtures';

const PHONE = { viewport: { width: 360, height: 640 }, isMobile: true, hasTouch: true };
const DESKTOP = { viewport: { width: 1440, height: 900 } };

const isFocused = (locator: Locator) =>
  locator.evaluate((element) => element === document.activeElement);

/** Presses Tab until `target` has the focus, as someone with a keyboard alone would. */
async function tabTo(page: Page, target: Locator, most = 60): Promise<void> {
  for (let presses = 0; presses < most; presses += 1) {
    if (await isFocused(target)) return;
    await page.keyboard.press('Tab');
  }
  await expect(target).toBeFocused();
}

const focusedText = (page: Page) =>
  page.evaluate(() => (document.activeElement as HTMLElement | null)?.innerText.trim() ?? '');

const sidewaysScroll = (page: Page) =>
  page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);

const slots = (page: Page) => page.getByRole('group', { name: 'Time slots' });
const bookNow = (page: Page) => page.getByRole('button', { name: 'Book Now' });

/** Frees the slot again (a full refund, well before the day), so the test can run again. */
async function cancel(page: Page, id: number): Promise<void> {
  const answer = await page.request.post(`/api/bookings/${id}/cancel`, {
    data: { expect: 'full-refund' },
    headers: { origin: new URL(page.url()).origin },
  });
  expect(answer.status(), `cancelling booking ${id}`).toBe(200);
}

/** The whole booking from the keyboard: July, the 15th, an hour, 5-6 dogs, the first free slot. */
async function bookWithKeys(page: Page): Promise<string> {
  await page.goto('/booking');
  await expect(page.getByRole('heading', { level: 1, name: 'Book Now' })).toBeVisible();
  await expect(bookNow(page)).toBeDisabled();
  await expect(page.getByText('Choose a day and a time')).toBeVisible();

  const month = page.getByLabel('Month');
  await tabTo(page, month);
  await page.keyboard.press('ArrowDown');
  await page.keyboard.press('ArrowDown');
  await expect(month).toHaveValue('2025-07');

  // One Tab into the month: the first day that can be chosen, then a fortnight down.
  await page.keyboard.press('Tab');
  expect(await focusedText(page)).toBe('1');
  await page.keyboard.press('ArrowDown');
  await page.keyboard.press('ArrowDown');
  const day = page.getByRole('button', { name: /^15, Tuesday 15th of July 2025, available$/ });
  await expect(day).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(day).toHaveAttribute('aria-pressed', 'true');
  await expect(page.getByText('Choose a time')).toBeVisible();

  // The length: a radio group, its state on the control itself.
  await page.keyboard.press('Tab');
  await expect(page.getByRole('radio', { name: '30 min' })).toBeFocused();
  await page.keyboard.press('ArrowRight');
  await expect(page.getByRole('radio', { name: '1 hour' })).toBeChecked();
  await page.keyboard.press('Tab');
  await expect(page.getByLabel('Number of dogs')).toBeFocused();
  for (let step = 0; step < 4; step += 1) await page.keyboard.press('ArrowDown');
  await expect(page.getByLabel('Number of dogs')).toHaveValue('5');
  await expect(page.getByLabel('Number of dogs')).toHaveAccessibleDescription('Priced as 5-6 dogs');

  // One Tab into the slots: the first free one; Space chooses it.
  await page.keyboard.press('Tab');
  const time = await focusedText(page);
  expect(time).toMatch(/^\d\d:00$/);
  const slot = slots(page).getByRole('button', { name: time, exact: true });
  await expect(slot).toBeFocused();
  await page.keyboard.press('Space');
  await expect(slot).toHaveAttribute('aria-pressed', 'true');
  return time;
}

/** The bar must not cover what has the focus. */
async function expectNotCovered(page: Page, target: Locator): Promise<void> {
  const box = await target.boundingBox();
  const bar = await bookNow(page).boundingBox();
  expect(box && bar && box.y + box.height <= bar.y).toBe(true);
}

for (const [size, device] of [
  ['360 × 640', PHONE],
  ['1440 × 900', DESKTOP],
] as const) {
  test.describe(`at ${size}`, () => {
    test.use(device);

    test('the whole booking is done with the keyboard alone; Book Now stays in view once a slot is chosen; the page after payment has what the day needs', async ({
      page,
    }) => {
      const email = newEmail('keys');
      await signUpThroughApi(page, email);
      const time = await bookWithKeys(page);

      // Book Now is in view without scrolling, and does not cover the chosen slot.
      await expect(bookNow(page)).toBeInViewport({ ratio: 1 });
      if (device === PHONE)
        await expectNotCovered(page, slots(page).getByRole('button', { name: time }));
      const summary = page.getByRole('region', { name: 'Your booking' });
      await expect(summary).toContainText('15th of July 2025');
      await expect(summary).toContainText(`${time} to`);
      await expect(summary).toContainText('5 dogs');
      await expect(summary).toContainText('£15.00');

      // Up at the top of the page, the bar (or the side summary) is still there.
      await page.evaluate(() => window.scrollTo(0, 0));
      await expect(bookNow(page)).toBeInViewport({ ratio: 1 });
      if (device === DESKTOP) {
        // And down by the prices, below the picker: the side summary came along.
        await page
          .getByRole('heading', { name: 'Pricing' })
          .evaluate((heading) => heading.scrollIntoView({ block: 'start' }));
        await expect(page.getByRole('heading', { name: 'Book Now' })).not.toBeInViewport();
        await expect(bookNow(page)).toBeInViewport({ ratio: 1 });
      }
      expect(await sidewaysScroll(page)).toBeLessThanOrEqual(0);

      // The discount, applied and taken off again, from the keyboard (past Repeat weekly).
      await tabTo(page, page.getByLabel('Discount code'));
      await page.keyboard.type('SPRING10');
      await page.keyboard.press('Tab');
      await page.keyboard.press('Enter');
      await expect(summary).toContainText('£13.50 (Discount applied)');
      await expect(page.getByRole('button', { name: 'Remove discount' })).toBeFocused();
      await page.keyboard.press('Enter');
      await expect(page.getByLabel('Discount code')).toBeFocused();
      await expect(summary).not.toContainText('(Discount applied)');
      await page.keyboard.type('SPRING10');
      await page.keyboard.press('Tab');
      await page.keyboard.press('Enter');
      await expect(summary).toContainText('£13.50 (Discount applied)');

      // A first booking: Book Now opens the sheet that asks for the site rules' tick.
      await tabTo(page, bookNow(page));
      await page.keyboard.press('Enter');
      const sheet = page.getByRole('dialog', { name: 'Before you book' });
      await tabTo(page, sheet.getByLabel('Your name'));
      await page.keyboard.type('Sam Walker');
      const rules = sheet.getByRole('checkbox', { name: /I have read the site rules/ });
      await tabTo(page, rules);
      await page.keyboard.press('Space');
      await expect(rules).toBeChecked();
      await tabTo(page, sheet.getByRole('button', { name: 'Pay by card' }));
      await page.keyboard.press('Enter');
      await expect(page).toHaveURL(/\/test-checkout\/tc_[0-9a-f]+$/);
      await tabTo(page, page.getByLabel('Card number'));
      await page.keyboard.type('4242 4242 4242 4242');
      await page.keyboard.press('Enter');

      await expect(page).toHaveURL(/\/pay-success\/\d+$/);
      const id = Number(page.url().split('/').pop());
      try {
        await expect(
          page.getByRole('heading', { name: 'Your booking has been successfully confirmed!' }),
        ).toBeVisible();
        // Back from the checkout, the page opens at its top, not where the booking page was left.
        expect(await page.evaluate(() => window.scrollY)).toBe(0);
        await expect(page.getByText(`Booking number: ${id}`)).toBeVisible();
        await expect(
          page.getByText(`Your booking is on the 15th of July 2025 at ${time}.`),
        ).toBeVisible();
        await expect(
          page.getByText(`A confirmation email has been sent to ${email}.`),
        ).toBeVisible();
        await expect(page.getByText('We look forward to seeing you soon!')).toBeVisible();
        // The long test address breaks rather than pushing the page sideways.
        expect(await sidewaysScroll(page)).toBeLessThanOrEqual(0);

        const own = await (await page.request.get(`/api/bookings/${id}`)).json();
        expect(own.gateCode).toMatch(/^#\d{4}#$/);
        const visit = page.getByRole('region', { name: 'Your visit' });
        await expect(visit.getByText(own.gateCode, { exact: true })).toBeVisible();
        await expect(visit).toContainText(`Tuesday 15th of July 2025, ${time} to ${own.endTime}`);
        await expect(visit).toContainText('reset the gate to 0000 when you leave');
        await expect(visit).toContainText('Please arrive no earlier than');
        await expect(visit.getByRole('link', { name: 'Directions' })).toHaveAttribute(
          'href',
          /^https:\/\/www\.openstreetmap\.org\/directions\?to=-?\d/,
        );
        await expect(visit.getByRole('link', { name: 'View on a map' })).toHaveAttribute(
          'href',
          /^https:\/\/www\.openstreetmap\.org\/\?mlat=/,
        );
        await expect(visit.getByRole('link', { name: 'My bookings' })).toHaveAttribute(
          'href',
          '/my-bookings',
        );

        const [download] = await Promise.all([
          page.waitForEvent('download'),
          visit.getByRole('link', { name: 'Add to calendar' }).click(),
        ]);
        expect(download.suggestedFilename()).toBe(`booking-${id}.ics`);
        const ics = readFileSync(await download.path(), 'utf8');
        expect(ics).toContain('BEGIN:VCALENDAR');
        expect(ics).toContain(`DTSTART;TZID=Europe/London:20250715T${time.replace(':', '')}00`);
        expect(ics).toContain(own.gateCode);
      } finally {
        await cancel(page, id);
      }
    });

    test("slots can't be chosen while the month's availability is on its way", async ({ page }) => {
      let release: () => void = () => {};
      const released = new Promise<void>((resolve) => {
        release = resolve;
      });
      let asked: () => void = () => {};
      const waiting = new Promise<void>((resolve) => {
        asked = resolve;
      });
      await page.route('**/api/availability?*', async (route) => {
        asked();
        await released;
        await route.continue();
      });
      await signUpThroughApi(page, newEmail('waits'));
      await page.goto('/booking');
      await page.getByLabel('Month').selectOption('2025-08');
      await page.getByRole('button', { name: / 12th of August 2025, / }).click();

      await expect(page.getByRole('status')).toHaveText('Loading the free slots…');
      const enabledSlots = page.getByRole('button', { name: /^\d\d:\d\d$/, disabled: false });
      await expect(enabledSlots).toHaveCount(0);
      // Still none once the page has asked for them and rendered again: nothing but the answer
      // makes them choosable.
      await waiting;
      await page.evaluate(
        () => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))),
      );
      await expect(enabledSlots).toHaveCount(0);
      await expect(bookNow(page)).toBeDisabled();

      release();
      await expect(slots(page).getByRole('button', { name: '10:00' })).toBeEnabled();
      await expect(page.getByRole('status')).toHaveCount(0);
    });

    test('signing up from the home page\'s "Sign up to create a booking" lands on /booking, and so does signing in from there', async ({
      page,
      browser,
    }) => {
      await page.goto('/');
      // On the first screen: no scrolling to find it.
      const start = page.getByRole('link', { name: 'Sign up to create a booking' });
      await expect(start).toBeInViewport({ ratio: 1 });
      expect(await page.evaluate(() => window.scrollY)).toBe(0);
      await start.click();
      await expect(page).toHaveURL(/\/sign-up$/);
      await page.getByLabel('Email').fill(newEmail('from-home'));
      await page.getByLabel('Password', { exact: true }).fill(PASSWORD);
      await page.getByLabel('Confirm password').fill(PASSWORD);
      await page.getByRole('button', { name: 'Create account' }).click();
      await expect(page).toHaveURL(/\/booking$/);
      await expect(page.getByRole('heading', { level: 1, name: 'Book Now' })).toBeVisible();

      // Someone with an account already goes on from sign-up to sign in, and back to booking.
      const email = newEmail('returning');
      const first = await browser.newContext({ baseURL: new URL(page.url()).origin });
      await signUpThroughApi(await first.newPage(), email);
      await first.close();
      const other = await browser.newContext({ baseURL: new URL(page.url()).origin, ...device });
      const visitor = await other.newPage();
      await visitor.goto('/');
      await visitor.getByRole('link', { name: 'Sign up to create a booking' }).click();
      await visitor.getByRole('main').getByRole('link', { name: 'Sign in' }).click();
      // The sign-up form has an Email field too: wait until it has made way.
      await expect(visitor.getByRole('heading', { level: 1, name: 'Sign in' })).toBeVisible();
      await visitor.getByLabel('Email').fill(email);
      await visitor.getByLabel('Password').fill(PASSWORD);
      await visitor.getByRole('button', { name: 'Sign in' }).click();
      await expect(visitor).toHaveURL(/\/booking$/);
      await other.close();
    });
  });
}
