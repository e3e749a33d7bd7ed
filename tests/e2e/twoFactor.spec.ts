import type { Locator, Page } from '@playwright/test';
import * as OTPAuth from 'otpauth';
import { expect, newEmail, PASSWORD, signIn, signOut, signUpThroughApi, test } from './fixtures';

const nav = (page: Page) => page.getByRole('navigation', { name: 'Main' });

/** Opens the account page from the header, as a customer would (the menu folds on a phone). */
async function openAccount(page: Page): Promise<void> {
  const menu = page.getByRole('button', { name: 'Menu' });
  if (await menu.isVisible()) await menu.click();
  await nav(page).getByRole('link', { name: 'Account', exact: true }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Your account' })).toBeVisible();
}

const twoFactorSection = (page: Page) => page.getByRole('region', { name: 'Two-factor sign-in' });

interface Enrolled {
  totp: OTPAuth.TOTP;
  recoveryCodes: string[];
}

/** Sets up two-factor from the account page with the secret shown there, as an app would. */
async function enrol(page: Page): Promise<Enrolled> {
  await openAccount(page);
  const section = twoFactorSection(page);
  await section.getByRole('button', { name: 'Set up two-factor sign-in' }).click();
  const qr = section.getByRole('img', { name: 'QR code for your authenticator app' });
  await expect(qr).toBeVisible();
  expect(await qr.getAttribute('src')).toMatch(/^data:image\/svg\+xml/);

  const shown = (await section.getByRole('definition').textContent()) ?? '';
  const totp = new OTPAuth.TOTP({ secret: OTPAuth.Secret.fromBase32(shown.replace(/\s/g, '')) });
  await section.getByLabel('Enter the 6-digit code from the app').fill(totp.generate());
  await section.getByRole('button', { name: 'Turn on two-factor sign-in' }).click();

  const list = section.getByRole('list', { name: 'Recovery codes' });
  await expect(list.getByRole('listitem')).toHaveCount(10);
  const recoveryCodes = (await list.getByRole('listitem').allTextContents()).map((code) =>
    code.trim(),
  );
  await section.getByRole('button', { name: 'I have saved them' }).click();
  await expect(section).toContainText('Two-factor sign-in is on');
  return { totp, recoveryCodes };
}

/** The password is right: the page now asks for the code instead of signing in. */
async function passwordThenCodeStep(page: Page, email: string): Promise<Locator> {
  await signIn(page, email, PASSWORD);
  const code = page.getByLabel('Code from your app');
  await expect(code).toBeVisible();
  await expect(page).toHaveURL(/\/sign-in$/);
  await expect(nav(page).getByRole('link', { name: 'Sign in' })).toBeVisible();
  return code;
}

async function expectSignedInAs(page: Page, email: string): Promise<void> {
  await expect(page).toHaveURL(/\/$/);
  await expect(nav(page).getByRole('list', { name: `Your account, ${email}` })).toBeAttached();
}

test('a customer sets up two-factor with a code from the shown secret, then signs in with a code', async ({
  page,
}) => {
  const email = newEmail('twofactor');
  await signUpThroughApi(page, email);
  await page.goto('/');
  const { totp } = await enrol(page);
  await signOut(page);

  const code = await passwordThenCodeStep(page, email);
  // The code used to confirm can't be taken again in its 30 seconds: the next window's code is
  // what the app shows a moment later, and the server allows one step of drift.
  await code.fill(totp.generate({ timestamp: Date.now() + 30_000 }));
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expectSignedInAs(page, email);
});

test('a recovery code signs in once; the same code a second time is refused', async ({ page }) => {
  const email = newEmail('recovery');
  await signUpThroughApi(page, email);
  await page.goto('/');
  const { recoveryCodes } = await enrol(page);
  const [first] = recoveryCodes;
  await signOut(page);

  await passwordThenCodeStep(page, email);
  await page.getByRole('button', { name: 'Use a recovery code' }).click();
  await page.getByLabel('Recovery code').fill(first ?? '');
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expectSignedInAs(page, email);
  await openAccount(page);
  await expect(twoFactorSection(page)).toContainText('You have 9 unused recovery codes.');
  await signOut(page);

  await passwordThenCodeStep(page, email);
  await page.getByRole('button', { name: 'Use a recovery code' }).click();
  await page.getByLabel('Recovery code').fill(first ?? '');
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page.getByLabel('Recovery code')).toHaveAccessibleDescription(
    /^That code is not right\. Enter the newest code from your app, or a recovery code\. /,
  );
  // Still on the code step, for another try.
  await expect(page.getByLabel('Recovery code')).toBeVisible();
  await expect(nav(page).getByRole('link', { name: 'Sign in' })).toBeVisible();
});

test('changing the password with a wrong current password says so and changes nothing', async ({
  page,
}) => {
  const email = newEmail('password');
  await signUpThroughApi(page, email);
  await page.goto('/');
  await openAccount(page);
  const section = page.getByRole('region', { name: 'Change password' });
  await section.getByLabel('Current password').fill('not my password at all');
  await section.getByLabel('New password').fill('a new and longer password');
  await section.getByLabel('Confirm password').fill('a new and longer password');
  await section.getByRole('button', { name: 'Change password' }).click();
  await expect(section.getByLabel('Current password')).toHaveAccessibleDescription(
    'That is not your current password.',
  );
  await expect(section.getByText('That is not your current password.')).toHaveCSS(
    'color',
    'rgb(180, 35, 24)',
  );

  // The old password still opens the account.
  await signOut(page);
  await signIn(page, email, PASSWORD);
  await expectSignedInAs(page, email);
});
