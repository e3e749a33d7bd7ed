import { expect, type Page } from '@playwright/test';

/** Two screens of a 360 × 780 phone. */
export const TWO_PHONE_SCREENS = 2 * 780;

/** A free time as the home page offers it. */
export interface OfferedTime {
  /** '09:30' */
  time: string;
  /** 'Monday 12th of May' */
  dayWords: string;
  /** What the sign-up page and the booking page call it: '09:30 on Monday 12th of May'. */
  words: string;
}

/**
 * On the home page, signed out: the first free time of its "Free times", which must start
 * within the first two screens. Answers the time, unchosen.
 */
export async function firstFreeTimeOnHome(page: Page) {
  await page.goto('/');
  const section = page.getByRole('region', { name: 'Free times' });
  const link = section.getByRole('link', { name: /^\d\d:\d\d on / }).first();
  await expect(link).toBeVisible();
  const box = await link.boundingBox();
  const scrolled = await page.evaluate(() => window.scrollY);
  expect(box, 'the first free time has a place on the page').not.toBeNull();
  expect((box?.y ?? 0) + scrolled).toBeLessThan(TWO_PHONE_SCREENS);
  const name = (await link.textContent()) ?? '';
  const [, time = '', dayWords = ''] = /^(\d\d:\d\d) on ([^,]+)/.exec(name) ?? [];
  return { link, offered: { time, dayWords, words: `${time} on ${dayWords}` } };
}

/**
 * The whole way from the home page to the booking page for a new visitor: the first free time
 * on the home page, the sign-up page saying why, a new account, and the booking page with the
 * time chosen and the line that the account is made. Answers the time chosen.
 */
export async function chooseFreeTimeAndSignUp(
  page: Page,
  email: string,
  password: string,
): Promise<OfferedTime> {
  const { link, offered } = await firstFreeTimeOnHome(page);
  await link.click();
  await expect(page).toHaveURL(/\/sign-up$/);
  await expect(
    page.getByText(`Make an account to book ${offered.words} — it takes a minute.`),
  ).toBeVisible();
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByLabel('Confirm password').fill(password);
  await page.getByRole('button', { name: 'Create account' }).click();
  await expect(page).toHaveURL(/\/booking\?field=\d+&day=[\d-]+&time=\d\d%3A\d\d&minutes=\d+$/);
  await expect(page.getByRole('status').filter({ hasText: 'Your account is made' })).toHaveText(
    "Your account is made. We've sent a link to confirm your e-mail address.",
  );
  return offered;
}
