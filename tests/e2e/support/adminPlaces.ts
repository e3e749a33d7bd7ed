import { expect, type Locator, type Page } from '@playwright/test';

/** The admin page's navigation (decision 124). */
export const adminNav = (page: Page): Locator =>
  page.getByRole('navigation', { name: 'Admin places' });

/** The phone's menu button, which names the current place. */
export const adminMenu = (page: Page): Locator =>
  adminNav(page).getByRole('button', { name: /^Places: / });

const escaped = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/**
 * A place's name alone, or followed by how many things there need attention (Chromium puts a
 * space before the comma: the words are hidden out of the flow, which it reads as a block).
 */
const placeName = (name: string) => new RegExp(`^${escaped(name)}( ?, \\d+ needs? attention)?$`);

/** A place's entry in the navigation (behind the menu on a phone). */
export const adminPlaceLink = (page: Page, name: string): Locator =>
  adminNav(page).getByRole('link', { name: placeName(name) });

/**
 * The current place's content, as far as a test needs it: the page's main part, where only the
 * navigation and the day's line stand beside it (the place has no landmark of its own: places
 * name their own sections, often by the place's name).
 */
export const adminPlace = (page: Page): Locator => page.getByRole('main');

/**
 * Opens a place of /admin as staff would: through the menu where the screen is narrow, from
 * the side navigation where it is wide. Answers the place's content.
 */
export async function openAdminPlace(page: Page, name: string): Promise<Locator> {
  const menu = adminMenu(page);
  if ((await menu.isVisible()) && (await menu.getAttribute('aria-expanded')) !== 'true') {
    await menu.click();
  }
  await adminPlaceLink(page, name).click();
  await expectCurrentPlace(page, name);
  return adminPlace(page);
}

/** Whether the place is the one the navigation marks as current. */
export async function expectCurrentPlace(page: Page, name: string): Promise<void> {
  await expect(page).toHaveURL(/\/admin(\?|$)/);
  // On a phone the list is behind the menu, whose button names the place.
  // (Its entry is then out of the accessibility tree, so it is found by its mark, not its role.)
  const current = adminNav(page).locator('a[aria-current="page"]');
  await expect(current).toHaveCount(1);
  await expect(current).toHaveText(new RegExp(`^${escaped(name)}(, \\d|$)`));
  const menu = adminMenu(page);
  if (await menu.isVisible())
    await expect(menu).toHaveText(new RegExp(`^Places: ${escaped(name)}`));
}

/** The names of every place the navigation lists, in its order (the menu opened if need be). */
export async function adminPlaceNames(page: Page): Promise<string[]> {
  const menu = adminMenu(page);
  if ((await menu.isVisible()) && (await menu.getAttribute('aria-expanded')) !== 'true') {
    await menu.click();
  }
  const texts = await adminNav(page).getByRole('link').allTextContents();
  // An entry's text is its name, then its count heard and its count seen.
  const names = texts.map((text) => text.replace(/, \d+ needs? attention\d+$/, ''));
  if (await menu.isVisible()) await menu.click();
  return names;
}
