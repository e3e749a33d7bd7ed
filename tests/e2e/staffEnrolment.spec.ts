import { test as base, expect } from '@playwright/test';
import * as OTPAuth from 'otpauth';
import { STAFF } from './fixtures';
import { launchServer, type RunningServer, SERVER_FIXTURE_MS } from './support/server';

/**
 * A fresh install: the owner comes from ADMIN_EMAIL without two-factor sign-in, and no browser
 * of theirs is remembered (unlike the other specs' staff), so the first visit to /admin is the
 * one a real owner makes.
 */
const test = base.extend<object, { server: RunningServer }>({
  server: [
    // biome-ignore lint/correctness/noEmptyPattern: Playwright's fixture signature
    async ({}, use) => {
      const server = await launchServer({
        env: { ADMIN_EMAIL: STAFF.email, ADMIN_PASSWORD: STAFF.password },
      });
      await use(server);
      await server.stop();
    },
    { scope: 'worker', timeout: SERVER_FIXTURE_MS },
  ],
  baseURL: async ({ server }, use) => use(server.url),
});

test('the owner made by ADMIN_EMAIL is sent from /admin to set up two-factor, then the admin page opens', async ({
  page,
  context,
  server,
}) => {
  await context.route(
    (url) => url.hostname !== '127.0.0.1',
    (route) => route.abort('internetdisconnected'),
  );
  await page.goto('/sign-in');
  await page.getByLabel('Email').fill(STAFF.email);
  await page.getByLabel('Password').fill(STAFF.password);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page).toHaveURL(/\/$/);

  await page.goto('/admin');
  await expect(page).toHaveURL(/\/account\?setup=two-factor$/);
  const section = page.getByRole('region', { name: 'Two-factor sign-in' });
  await expect(section).toContainText(
    'Staff accounts need two-factor sign-in. Set it up to open the admin page.',
  );
  const refused = await page.request.get(`${server.url}/api/admin/today`);
  expect(refused.status()).toBe(403);
  expect((await refused.json()).error.code).toBe('auth/two-factor-required');

  await section.getByRole('button', { name: 'Set up two-factor sign-in' }).click();
  const secret = ((await section.getByRole('definition').textContent()) ?? '').replace(/\s/g, '');
  const totp = new OTPAuth.TOTP({ secret: OTPAuth.Secret.fromBase32(secret) });
  await section.getByLabel('Enter the 6-digit code from the app').fill(totp.generate());
  await section.getByRole('button', { name: 'Turn on two-factor sign-in' }).click();
  await expect(
    section.getByRole('list', { name: 'Recovery codes' }).getByRole('listitem'),
  ).toHaveCount(10);
  await section.getByRole('button', { name: 'I have saved them' }).click();

  await section.getByRole('link', { name: 'Open the admin page' }).click();
  await expect(page).toHaveURL(/\/admin$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Admin' })).toBeVisible();
  await expect(page.getByRole('navigation', { name: 'Admin places' })).toBeVisible();
});
