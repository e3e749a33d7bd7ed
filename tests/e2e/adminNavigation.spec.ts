import type { Locator, Page } from '@playwright/test';
import { expect, STAFF, signInThroughApi, test } from './fixtures';
import {
  adminMenu,
  adminPlace,
  adminPlaceLink,
  adminPlaceNames,
  expectCurrentPlace,
} from './support/adminPlaces';
import { expectNoViolations } from './support/axe';

/**
 * Decision 124: every admin place, at a desktop's and a phone's size, as the super admin (who has
 * the most places). From each place every other is in sight (desktop) or one tap on the menu
 * away (phone), so any place is at most two taps from any other; the page never scrolls
 * sideways; no entry is cut off; axe finds nothing. Each check is soft, so one run lists every
 * place that fails.
 */

/** The seed's tabs, and the workspace's own, in the navigation's order. */
const PLACES = [
  'Today',
  'Calendar',
  'Payments & Bookings',
  'Passes',
  'Discounts',
  'Users',
  'Waiting lists',
  'Settings',
  'Codes',
  'Closed dates',
  'Manual booking',
  'TESTING',
  'E-mail problems',
  'Activity',
];

const sidewaysScroll = (page: Page) =>
  page.evaluate(() => {
    const scrolling = document.scrollingElement ?? document.documentElement;
    return scrolling.scrollWidth - window.innerWidth;
  });

/** The part of the entry outside the screen, left or right: 0 when all of it is in sight. */
const cutOff = (entry: Locator) =>
  entry.evaluate((element) => {
    const box = element.getBoundingClientRect();
    return Math.max(0, -box.left) + Math.max(0, box.right - window.innerWidth);
  });

/** Every entry is there to tap, and none is cut off at the screen's edge. */
async function expectEveryEntryInSight(page: Page, where: string): Promise<void> {
  for (const name of PLACES) {
    const entry = adminPlaceLink(page, name);
    await expect.soft(entry, `${name}, from ${where}`).toBeVisible();
    expect.soft(await cutOff(entry), `${name} cut off, from ${where}`).toBe(0);
  }
}

for (const size of [
  { viewport: { width: 1440, height: 900 }, isMobile: false, hasTouch: false },
  { viewport: { width: 360, height: 780 }, isMobile: true, hasTouch: true },
]) {
  const { width, height } = size.viewport;
  const phone = size.isMobile;

  test.describe(`at ${width}×${height}`, () => {
    test.use(size);
    test.describe.configure({ timeout: 180_000 });

    /** A tap on a phone, a click on a desktop: one action of the person either way. */
    const press = (target: Locator) => (phone ? target.tap() : target.click());

    test('every admin place is at most two taps from any other, in sight, with no sideways scroll and no axe violation', async ({
      page,
    }) => {
      await signInThroughApi(page, STAFF.email, STAFF.password);
      await page.goto('/admin');
      await expectCurrentPlace(page, 'Today');
      expect(await adminPlaceNames(page)).toEqual(PLACES);

      for (const name of PLACES) {
        // From the place before: one tap on a desktop, the menu and the entry on a phone.
        let taps = 0;
        if (phone) {
          await expect(adminMenu(page)).toBeVisible();
          expect.soft(await cutOff(adminMenu(page)), `the menu, on ${name}`).toBe(0);
          await press(adminMenu(page));
          taps += 1;
          await expect(adminMenu(page)).toHaveAttribute('aria-expanded', 'true');
        } else {
          await expect(adminMenu(page)).toBeHidden();
        }
        await expectEveryEntryInSight(page, `the place before ${name}`);
        await press(adminPlaceLink(page, name));
        taps += 1;
        expect(taps).toBeLessThanOrEqual(2);

        await expectCurrentPlace(page, name);
        await expect(page).toHaveURL(/\/admin\?tab=[a-z-]+$/);
        if (phone) {
          await expect(adminMenu(page)).toHaveAttribute('aria-expanded', 'false');
        }
        await expect(page.locator('.skeleton')).toHaveCount(0);
        expect
          .soft(await sidewaysScroll(page), `sideways scroll on ${name}`)
          .toBeLessThanOrEqual(0);
        await expectNoViolations(page, `${name}, ${width}×${height}`);
      }

      if (phone) {
        await press(adminMenu(page));
        await expectNoViolations(page, `the menu open, ${width}×${height}`);
        await page.keyboard.press('Escape');
        await expect(adminMenu(page)).toHaveAttribute('aria-expanded', 'false');
      }
    });

    test('each place has its own address, and the back button goes back to the place before', async ({
      page,
    }) => {
      await signInThroughApi(page, STAFF.email, STAFF.password);
      await page.goto('/admin?tab=codes');
      await expectCurrentPlace(page, 'Codes');

      if (phone) await press(adminMenu(page));
      await press(adminPlaceLink(page, 'Activity'));
      await expectCurrentPlace(page, 'Activity');
      await expect(page).toHaveURL(/\/admin\?tab=activity$/);

      await page.goBack();
      await expectCurrentPlace(page, 'Codes');
      await expect(page).toHaveURL(/\/admin\?tab=codes$/);
      await expect(adminPlace(page).getByText(/^Today's Code: #\d{4}#$/)).toBeVisible();
      await page.goForward();
      await expectCurrentPlace(page, 'Activity');

      // An address from before the places were grouped still opens its place; none opens Today.
      await page.goto('/admin?tab=email-problems');
      await expectCurrentPlace(page, 'E-mail problems');
      await page.goto('/admin');
      await expectCurrentPlace(page, 'Today');
    });
  });
}
