import type { Locator, Page } from '@playwright/test';
import { accountThroughApi, expect, newEmail, PASSWORD, test } from './fixtures';
import { expectNoViolations } from './support/offline';

// On a phone, where an error under the last field was furthest from the field it was about.
test.use({ viewport: { width: 360, height: 780 } });

const RED = 'rgb(180, 35, 24)';

/** The sign-up requests the page sent: none means nothing could have been created. */
function watchSignUps(page: Page): string[] {
  const sent: string[] = [];
  page.on('request', (request) => {
    if (request.url().endsWith('/api/auth/sign-up')) sent.push(request.url());
  });
  return sent;
}

/**
 * The field's error: shown in red, the first thing its aria-describedby names, and right under
 * the field (starting within a line of its bottom edge, at its left edge, no wider than it).
 */
async function expectErrorBeside(field: Locator, words: string): Promise<void> {
  const error = field.page().getByText(words, { exact: true });
  await expect(error).toBeVisible();
  await expect(error).toHaveCSS('color', RED);
  const id = await error.getAttribute('id');
  expect(id, `the error "${words}" has an id`).toBeTruthy();
  await expect(field).toHaveAttribute('aria-describedby', new RegExp(`^${id}( |$)`));
  await expect(field).toHaveAttribute('aria-invalid', 'true');

  const fieldBox = await field.boundingBox();
  const errorBox = await error.boundingBox();
  if (!fieldBox || !errorBox) throw new Error(`"${words}" or its field is not laid out`);
  const gap = errorBox.y - (fieldBox.y + fieldBox.height);
  expect(gap, `"${words}" starts under its field`).toBeGreaterThanOrEqual(0);
  expect(gap, `"${words}" starts within a line of its field`).toBeLessThan(16);
  expect(Math.abs(errorBox.x - fieldBox.x), `"${words}" lines up with its field`).toBeLessThan(2);
  expect(errorBox.x + errorBox.width).toBeLessThanOrEqual(fieldBox.x + fieldBox.width + 1);
}

test('sign-up with three wrong fields shows three errors at once, each under its own field, and creates nothing', async ({
  page,
}) => {
  const signUps = watchSignUps(page);
  await page.goto('/sign-up');
  const email = page.getByLabel('Email');
  const password = page.getByLabel('Password', { exact: true });
  const confirm = page.getByLabel('Confirm password');
  await email.fill('walker@example');
  await password.fill('short');
  await confirm.fill('shorter');
  await page.getByRole('button', { name: 'Create account' }).click();

  // The seed's words for what the server would answer, each beside what it is about.
  await expectErrorBeside(email, 'invalid email');
  await expectErrorBeside(password, 'weak password');
  await expectErrorBeside(confirm, 'passwords do not match');
  await expect(email).toBeFocused();
  // Each error sits before the next field: the e-mail's above the password's label.
  const emailError = await page.getByText('invalid email').boundingBox();
  const passwordLabel = await page.getByText('Password', { exact: true }).boundingBox();
  expect((emailError?.y ?? 0) + (emailError?.height ?? 0)).toBeLessThanOrEqual(
    passwordLabel?.y ?? 0,
  );
  await expectNoViolations(page, '/sign-up with three errors, 360×780');

  // Put right all but the passwords' match: the seed's words alone remain, still beside it.
  const address = newEmail('errors');
  await email.fill(address);
  await password.fill(PASSWORD);
  await confirm.fill(`${PASSWORD}!`);
  await page.getByRole('button', { name: 'Create account' }).click();
  await expectErrorBeside(confirm, 'passwords do not match');
  await expect(confirm).toBeFocused();
  await expect(page.getByText('invalid email')).toHaveCount(0);
  await expect(page.getByText('weak password')).toHaveCount(0);
  await expect(email).not.toHaveAttribute('aria-invalid');
  await expect(page).toHaveURL(/\/sign-up$/);
  expect(signUps, 'no sign-up was sent').toEqual([]);

  // Nothing was created: the same address signs up now.
  await confirm.fill(PASSWORD);
  await page.getByRole('button', { name: 'Create account' }).click();
  await expect(page).toHaveURL(/\/$/);
  expect(signUps).toHaveLength(1);
});

test('an address that has an account shows "email already in use" under the e-mail, not under the last field', async ({
  page,
}) => {
  const address = newEmail('taken');
  await accountThroughApi(page, address);

  await page.goto('/sign-up');
  const email = page.getByLabel('Email');
  await email.fill(address);
  await page.getByLabel('Password', { exact: true }).fill(PASSWORD);
  await page.getByLabel('Confirm password').fill(PASSWORD);
  await page.getByRole('button', { name: 'Create account' }).click();
  await expectErrorBeside(email, 'email already in use');
  await expect(email).toBeFocused();
  await expectNoViolations(page, '/sign-up with the address in use, 360×780');
});
