import {
  accountThroughApi,
  expect,
  HELPER,
  newEmail,
  PASSWORD,
  STAFF,
  signIn,
  signInThroughApi,
  signOut,
  signUp,
  signUpThroughApi,
  test,
} from './fixtures';

const nav = (page: import('@playwright/test').Page) =>
  page.getByRole('navigation', { name: 'Main' });

test('mismatched passwords show "passwords do not match", keep what was typed, and create no account', async ({
  page,
}) => {
  const email = newEmail();
  await page.goto('/sign-up');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password', { exact: true }).fill(PASSWORD);
  await page.getByLabel('Confirm password').fill(`${PASSWORD}!`);
  await page.getByRole('button', { name: 'Create account' }).click();

  // Beside the confirmation, which it describes.
  await expect(page.getByLabel('Confirm password')).toHaveAccessibleDescription(
    'passwords do not match',
  );
  const error = page.getByText('passwords do not match');
  await expect(error).toHaveCSS('color', 'rgb(180, 35, 24)');
  await expect(page).toHaveURL(/\/sign-up$/);
  await expect(page.getByLabel('Email')).toHaveValue(email);

  // No account was made: signing in with it fails, and signing up with it still works.
  await signIn(page, email, PASSWORD);
  await expect(page.getByRole('alert')).toHaveText('invalid credential');
  await signUp(page, email);
});

test('signing up lands on / signed in, with "Make a booking with us", Bookings and Sign Out', async ({
  page,
}) => {
  await signUp(page, newEmail());
  await expect(page.getByRole('link', { name: 'Make a booking with us' })).toBeVisible();
  await expect(nav(page).getByRole('link', { name: 'Bookings', exact: true })).toHaveAttribute(
    'href',
    '/booking',
  );
  await expect(nav(page).getByRole('link', { name: 'My bookings' })).toHaveAttribute(
    'href',
    '/my-bookings',
  );
  await expect(nav(page).getByRole('button', { name: 'Sign Out' })).toBeVisible();
  await expect(nav(page).getByRole('link', { name: 'Sign up' })).toHaveCount(0);
  await expect(nav(page).getByRole('link', { name: 'Sign in' })).toHaveCount(0);
  await expect(nav(page).getByRole('link', { name: 'Admin' })).toHaveCount(0);

  // A fresh tab of the same browser is still signed in, straight from the first paint.
  const again = await page.context().newPage();
  await again.goto('/');
  await expect(nav(again).getByRole('button', { name: 'Sign Out' })).toBeVisible();
  await again.getByRole('link', { name: 'Make a booking with us' }).click();
  await expect(again).toHaveURL(/\/booking$/);
  await expect(again.getByRole('heading', { level: 1, name: 'Book Now' })).toBeVisible();
});

test('a second sign-up with the same e-mail (in any case) shows "email already in use"', async ({
  page,
  browser,
}) => {
  const email = newEmail();
  await signUp(page, email);
  const other = await browser.newPage();
  await other.goto(`${new URL(page.url()).origin}/sign-up`);
  await other.getByLabel('Email').fill(email.toUpperCase());
  await other.getByLabel('Password', { exact: true }).fill(PASSWORD);
  await other.getByLabel('Confirm password').fill(PASSWORD);
  await other.getByRole('button', { name: 'Create account' }).click();
  await expect(other.getByLabel('Email')).toHaveAccessibleDescription('email already in use');
  await expect(other.getByText('email already in use')).toHaveCSS('color', 'rgb(180, 35, 24)');
  await expect(other.getByLabel('Email')).toHaveValue(email.toUpperCase());
  await other.close();
});

test('a wrong password shows "invalid credential"; sign out, then sign in again', async ({
  page,
}) => {
  const email = newEmail();
  await signUp(page, email);
  await signOut(page);
  await expect(page).toHaveURL(/\/$/);
  await expect(nav(page).getByRole('link', { name: 'Sign in' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Sign up to create a booking' })).toBeVisible();

  await signIn(page, email, 'not my password at all');
  await expect(page.getByRole('alert')).toHaveText('invalid credential');
  await expect(page.getByLabel('Email')).toHaveValue(email);

  await page.getByLabel('Password').fill(PASSWORD);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page).toHaveURL(/\/$/);
  await expect(nav(page).getByRole('button', { name: 'Sign Out' })).toBeVisible();
});

test('the sign-out page shows the signed-in e-mail and a button that signs out', async ({
  page,
}) => {
  const email = newEmail();
  await signUpThroughApi(page, email);
  await page.goto('/sign-out');
  await expect(page.getByText(`Signed in as ${email}.`)).toBeVisible();
  await page.getByRole('main').getByRole('button', { name: 'Sign Out' }).click();
  await expect(page).toHaveURL(/\/$/);
  await expect(nav(page).getByRole('link', { name: 'Sign in' })).toBeVisible();
});

test('a customer opening /admin lands on /; admins and super admins see the Admin link and the page', async ({
  page,
}) => {
  await signUpThroughApi(page, newEmail());
  await page.goto('/admin');
  await expect(page).toHaveURL(/\/$/);

  for (const staff of [HELPER, STAFF]) {
    await signOut(page);
    await signInThroughApi(page, staff.email, staff.password);
    await page.goto('/');
    await nav(page).getByRole('link', { name: 'Admin' }).click();
    await expect(page).toHaveURL(/\/admin$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Admin' })).toBeVisible();
  }
});

test('booking needs an account: a signed-out visitor goes to sign in without the booking page’s code, signs in and comes back to /booking', async ({
  page,
}) => {
  const email = newEmail();
  await accountThroughApi(page, email);

  // Signed out, the booking page's code is never fetched: the visitor goes straight to sign in.
  const scripts: string[] = [];
  page.on('request', (request) => {
    if (request.resourceType() === 'script') scripts.push(new URL(request.url()).pathname);
  });
  await page.goto('/booking');
  await expect(page).toHaveURL(/\/sign-in$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Sign in' })).toBeVisible();
  expect(scripts.filter((path) => path.includes('BookingPage'))).toEqual([]);

  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password').fill(PASSWORD);
  await page.getByLabel('Password').press('Enter');
  await expect(page).toHaveURL(/\/booking$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Book Now' })).toBeVisible();
  expect(scripts.filter((path) => path.includes('BookingPage'))).toHaveLength(1);
});

test('forgot password: the e-mail arrives over SMTP, its link sets a new password and signs in', async ({
  page,
  mail,
}) => {
  const email = newEmail();
  await accountThroughApi(page, email);

  await page.goto('/sign-in');
  await page.getByRole('link', { name: 'Forgot password?' }).click();
  await expect(page).toHaveURL(/\/forgot-password$/);
  // The sign-in page, which has an Email field too, stays until the new page's code has come.
  await expect(page.getByRole('heading', { level: 1, name: 'Forgot password' })).toBeVisible();
  await page.getByLabel('Email').fill(email);
  await page.getByRole('button', { name: 'Send reset link' }).click();
  await expect(page.getByRole('note')).toContainText(`If there is an account for ${email}`);

  const message = await mail.waitForMessageTo(email, (m) => /Reset your/.test(m.subject ?? ''));
  expect(message.text).toContain('It works once, for one hour.');
  expect(message.html).toContain('The Meadow Paddock Dog Field team');
  const link = /(http:\/\/127\.0\.0\.1:\d+\/reset-password#token=[\w-]+)/.exec(
    message.text ?? '',
  )?.[1];
  expect(link).toBeTruthy();

  await page.goto(link as string);
  await page.getByLabel('New password').fill('a fresh path round the field');
  await page.getByLabel('Confirm password').fill('a fresh path round the field');
  await page.getByRole('button', { name: 'Set new password' }).click();
  await expect(page).toHaveURL(/\/$/);
  await expect(nav(page).getByRole('button', { name: 'Sign Out' })).toBeVisible();

  // The link is spent, and only the new password works now.
  await page.goto(link as string);
  await page.getByLabel('New password').fill('yet another route round');
  await page.getByLabel('Confirm password').fill('yet another route round');
  await page.getByRole('button', { name: 'Set new password' }).click();
  await expect(
    page.getByText('This reset link has expired or has already been used.'),
  ).toBeVisible();

  await signOut(page);
  await signIn(page, email, PASSWORD);
  await expect(page.getByRole('alert')).toHaveText('invalid credential');
  await signIn(page, email, 'a fresh path round the field');
  await expect(page).toHaveURL(/\/$/);
});

test('a new account is asked on My bookings to confirm its e-mail; the link confirms it, and another can be sent', async ({
  page,
  mail,
}) => {
  const email = newEmail();
  await signUpThroughApi(page, email);
  const first = await mail.waitForMessageTo(email, (m) =>
    /^Confirm your e-mail/.test(m.subject ?? ''),
  );
  expect(first.text).toContain('It works once, for one day.');

  await page.goto('/my-bookings');
  const notice = page.getByRole('complementary', { name: 'Confirm your e-mail' });
  await expect(notice).toContainText(`Please confirm that ${email} is your address`);
  await notice.getByRole('button', { name: 'Send me the link' }).click();
  await expect(notice.getByRole('status')).toHaveText(`We've sent a new link to ${email}.`);
  const second = await mail.waitForMessageTo(
    email,
    (m) => /^Confirm your e-mail/.test(m.subject ?? '') && m !== first,
  );
  const link = /(http:\/\/127\.0\.0\.1:\d+\/verify-email#token=[\w-]+)/.exec(
    second.text ?? '',
  )?.[1];
  expect(link).toBeTruthy();

  await page.goto(link as string);
  await expect(page.getByRole('note')).toHaveText(
    `Thank you: ${email} is confirmed as your e-mail address.`,
  );
  await page.getByRole('link', { name: 'My bookings' }).last().click();
  await expect(page.getByRole('heading', { name: 'Upcoming' })).toBeVisible();
  await expect(page.getByRole('complementary', { name: 'Confirm your e-mail' })).toHaveCount(0);
});

test('the sign-up form can be filled and sent with the keyboard alone', async ({ page }) => {
  await page.goto('/sign-up');
  await page.getByLabel('Email').focus();
  await page.keyboard.type(newEmail());
  await page.keyboard.press('Tab');
  await page.keyboard.type(PASSWORD);
  await page.keyboard.press('Tab');
  await page.keyboard.type(PASSWORD);
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole('link', { name: 'Make a booking with us' })).toBeVisible();
});
