import type { Page } from '@playwright/test';
import { expect, newEmail, STAFF, signInThroughApi, signUpThroughApi, test } from './fixtures';
import { adminPlaceNames, openAdminPlace } from './support/adminPlaces';
import { cancelBooking, holdSlot, payOnTestCheckout } from './support/bookings';

test.describe('on a 360 px phone', () => {
  test.use({ viewport: { width: 360, height: 740 }, isMobile: true, hasTouch: true });

  // That no page scrolls sideways is checked at 320 px below, the narrowest phone we serve.

  test('the navigation folds into a Menu button that opens and closes it', async ({ page }) => {
    await page.goto('/');
    const menu = page.getByRole('button', { name: 'Menu' });
    const nav = page.getByRole('navigation', { name: 'Main' });
    await expect(menu).toHaveAttribute('aria-expanded', 'false');
    await expect(nav.getByRole('link', { name: 'Site Rules' })).toBeHidden();
    await menu.click();
    await expect(menu).toHaveAttribute('aria-expanded', 'true');
    await nav.getByRole('link', { name: 'Site Rules' }).click();
    await expect(page).toHaveURL(/\/site-rules$/);
    await expect(menu).toHaveAttribute('aria-expanded', 'false');
  });
});

test('every control on the home page can be reached and used with the keyboard alone', async ({
  page,
}) => {
  await page.goto('/');
  await expect(page.getByRole('link', { name: 'Sign up to create a booking' })).toBeVisible();

  const reached: string[] = [];
  for (let i = 0; i < 40; i += 1) {
    await page.keyboard.press('Tab');
    const name = await page.evaluate(() => {
      const element = document.activeElement as HTMLElement | null;
      return element
        ? (element.getAttribute('aria-label') ?? element.textContent ?? '').trim()
        : '';
    });
    reached.push(name);
  }
  for (const control of [
    'Skip to content',
    'Site Rules',
    'Sign in',
    'Sign up to create a booking',
    'The field from the gate',
    'Evenings in the field',
  ]) {
    expect(
      reached.some((name) => name.includes(control)),
      control,
    ).toBe(true);
  }

  // Open a picture from the keyboard and close it again.
  await page.getByRole('button', { name: /Sheltered seating/ }).focus();
  await page.keyboard.press('Enter');
  await expect(page.getByRole('dialog')).toBeVisible();
  await expect(page.getByRole('dialog').getByRole('button', { name: 'Close' })).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(page.getByRole('dialog')).toBeHidden();
  await expect(page.getByRole('button', { name: /Sheltered seating/ })).toBeFocused();
});

/** How far the page scrolls sideways (0 when it fits). */
const sidewaysOverflow = (page: Page) =>
  page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);

test.describe('on a 320 px phone', () => {
  test.use({ viewport: { width: 320, height: 640 }, isMobile: true, hasTouch: true });

  test('no page scrolls sideways, signed out', async ({ page }) => {
    for (const path of [
      '/',
      '/about',
      '/site-rules',
      '/cancellation-policy',
      '/faq',
      '/privacy',
      '/free-times',
      '/sign-up',
      '/sign-in',
      '/forgot-password',
      '/reset-password#token=not-a-real-token',
      '/nowhere',
    ]) {
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      expect(await sidewaysOverflow(page), path).toBeLessThanOrEqual(0);
    }
    await page.getByRole('button', { name: 'Menu' }).click();
    expect(await sidewaysOverflow(page), 'the open menu').toBeLessThanOrEqual(0);
  });

  test('no page scrolls sideways for a customer: booking, checkout, pay-success, My bookings', async ({
    page,
  }) => {
    await signUpThroughApi(page, newEmail('narrow'));
    const held = await holdSlot(page, [
      { date: '2026-02-10', time: '20:00' },
      { date: '2026-02-11', time: '20:00' },
      { date: '2026-02-12', time: '20:00' },
    ]);
    try {
      await page.goto(held.checkoutPath);
      await expect(page.getByLabel('Card number')).toBeVisible();
      expect(await sidewaysOverflow(page), 'the test checkout').toBeLessThanOrEqual(0);
      await payOnTestCheckout(page, held);

      for (const path of ['/booking', `/pay-success/${held.id}`, '/sign-out', '/my-bookings']) {
        await page.goto(path);
        await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
        await expect(page.locator('.skeleton')).toHaveCount(0);
        expect(await sidewaysOverflow(page), path).toBeLessThanOrEqual(0);
      }
      // Still on My bookings: its Move dialog too.
      await page.getByRole('article').getByRole('button', { name: 'Move' }).click();
      await expect(page.getByRole('dialog', { name: 'Move this booking' })).toBeVisible();
      expect(await sidewaysOverflow(page), 'the Move dialog').toBeLessThanOrEqual(0);
    } finally {
      await cancelBooking(page, held.id);
    }
  });

  test('no admin place scrolls the page sideways (wide tables scroll in their own box)', async ({
    page,
  }) => {
    await signInThroughApi(page, STAFF.email, STAFF.password);
    await page.goto('/admin');
    for (const name of await adminPlaceNames(page)) {
      await openAdminPlace(page, name);
      await expect(page.locator('.skeleton')).toHaveCount(0);
      expect(await sidewaysOverflow(page), name).toBeLessThanOrEqual(0);
    }
  });
});

test.describe('coming back from another site', () => {
  test.use({ viewport: { width: 360, height: 640 }, isMobile: true, hasTouch: true });

  test('a page opened afresh starts at its top, wherever the last page was left', async ({
    page,
  }) => {
    // As a customer leaves for the card checkout from low down the booking page, and comes back.
    await page.goto('/site-rules');
    await page.getByRole('contentinfo').scrollIntoViewIfNeeded();
    expect(await page.evaluate(() => window.scrollY)).toBeGreaterThan(500);
    await page.goto('/cancellation-policy');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    expect(await page.evaluate(() => window.scrollY)).toBe(0);

    // A reload of the same page still comes back where it was.
    await page.getByRole('contentinfo').scrollIntoViewIfNeeded();
    const left = await page.evaluate(() => window.scrollY);
    await page.reload();
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(left);
  });
});

test.describe('the phone menu', () => {
  test.use({ viewport: { width: 360, height: 640 }, isMobile: true, hasTouch: true });

  test('Escape closes it and gives focus back to the Menu button', async ({ page }) => {
    await page.goto('/');
    const menu = page.getByRole('button', { name: 'Menu' });
    const nav = page.getByRole('navigation', { name: 'Main' });
    await menu.click();
    await expect(nav.getByRole('link', { name: 'Site Rules' })).toBeVisible();
    await nav.getByRole('link', { name: 'Site Rules' }).focus();
    await page.keyboard.press('Escape');
    await expect(menu).toHaveAttribute('aria-expanded', 'false');
    await expect(nav.getByRole('link', { name: 'Site Rules' })).toBeHidden();
    await expect(menu).toBeFocused();
  });

  test("choosing a page in it puts focus on the new page's heading", async ({ page }) => {
    await page.goto('/');
    await page.getByRole('button', { name: 'Menu' }).click();
    await page
      .getByRole('navigation', { name: 'Main' })
      .getByRole('link', { name: 'About / Images' })
      .click();
    await expect(page.getByRole('heading', { level: 1, name: /^About / })).toBeFocused();
  });
});

test.describe('on a 360 × 640 phone', () => {
  test.use({ viewport: { width: 360, height: 640 }, isMobile: true, hasTouch: true });

  test('the Move dialog fits the screen, its button in view with a day and a slot chosen', async ({
    page,
  }) => {
    await signUpThroughApi(page, newEmail('mover'));
    const held = await holdSlot(page, [
      { date: '2026-02-17', time: '20:00' },
      { date: '2026-02-18', time: '20:00' },
      { date: '2026-02-19', time: '20:00' },
    ]);
    await payOnTestCheckout(page, held);
    try {
      await page.goto('/my-bookings');
      await page.getByRole('article').getByRole('button', { name: 'Move' }).click();
      const dialog = page.getByRole('dialog', { name: 'Move this booking' });
      const moveButton = dialog.getByRole('button', { name: 'Move booking' });
      await expect(moveButton).toBeInViewport({ ratio: 1 });

      await dialog.getByRole('button', { name: /^(24|24th of February 2026)\b/ }).click();
      const slot = dialog
        .getByRole('group', { name: 'Time slots' })
        .getByRole('button', { name: /^10:00/ });
      await slot.click();
      await expect(moveButton).toBeEnabled();
      await expect(moveButton).toBeInViewport({ ratio: 1 });
      await expect(dialog.getByRole('button', { name: 'Keep as it is' })).toBeInViewport({
        ratio: 1,
      });
      const box = await dialog.boundingBox();
      expect(box && box.x >= 0 && box.y >= 0).toBe(true);
      expect(box && box.x + box.width <= 360 && box.y + box.height <= 640).toBe(true);
      await dialog.getByRole('button', { name: 'Keep as it is' }).click();
    } finally {
      await cancelBooking(page, held.id);
    }
  });
});
