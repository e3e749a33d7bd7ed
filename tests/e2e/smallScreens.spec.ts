import { expect, test } from './fixtures';

test.describe('on a 360 px phone', () => {
  test.use({ viewport: { width: 360, height: 740 }, isMobile: true, hasTouch: true });

  for (const path of [
    '/',
    '/about',
    '/site-rules',
    '/cancellation-policy',
    '/sign-up',
    '/sign-in',
    '/nowhere',
  ]) {
    test(`${path} fits the screen without sideways scrolling`, async ({ page }) => {
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      const overflow = await page.evaluate(
        () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
      );
      expect(overflow).toBeLessThanOrEqual(0);
    });
  }

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
