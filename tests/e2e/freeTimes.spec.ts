import { expect, freeTimesTest, newEmail, PASSWORD, signUpThroughApi } from './fixtures';
import { holdSlot, payOnTestCheckout } from './support/bookings';
import { chooseFreeTimeAndSignUp, firstFreeTimeOnHome } from './support/freeTimes';
import { expectNoViolations } from './support/offline';
import { originOf } from './support/origin';

// Decision 121: free times for everyone, on a 360 × 780 phone. The park's clock starts at
// 09:00 on Monday 12 May 2025, an open day (06:00 to 22:00).
const test = freeTimesTest;
test.use({ viewport: { width: 360, height: 780 } });

test('a visitor sees a free time on the home page, chooses it, signs up and lands on the booking page with it chosen', async ({
  page,
}) => {
  const offered = await chooseFreeTimeAndSignUp(page, newEmail('free-time'), PASSWORD);
  expect(offered.dayWords).toMatch(/ of May$/);
  const summary = page.getByRole('region', { name: 'Your booking' });
  await expect(summary).toContainText(offered.dayWords.replace(/^\w+ /, ''));
  await expect(summary).toContainText(offered.time);
  // Said once: the next page does not say it again.
  await page.reload();
  await expect(page.getByText('Your account is made')).toHaveCount(0);
  await expect(summary).toContainText(offered.time);

  // Then booked in four taps: Book Now, the rules' tick, Pay by card, and Pay (the name and
  // the card number are typed, not tapped).
  const sheet = page.getByRole('dialog', { name: 'Before you book' });
  const taps = [
    async () => page.getByRole('button', { name: 'Book Now' }).click(),
    async () => {
      await sheet.getByLabel('Your name').fill('Sam Walker');
      await sheet.getByRole('checkbox', { name: /I have read the site rules/ }).click();
    },
    async () => sheet.getByRole('button', { name: 'Pay by card' }).click(),
    async () => {
      await page.getByLabel('Card number').fill('4242 4242 4242 4242');
      await page.getByRole('button', { name: /^Pay £/ }).click();
    },
  ];
  for (const tap of taps) await tap();
  await expect(page).toHaveURL(/\/pay-success\/\d+$/);
  await expect(
    page.getByRole('heading', { name: 'Your booking has been successfully confirmed!' }),
  ).toBeVisible();
  await expect(page.getByText(`at ${offered.time}.`)).toBeVisible();
  // Today's booking is inside the refund cut-off: cancelled without one, its time is free again
  // for the tests that follow.
  const cancelled = await page.request.post(`/api/bookings/${page.url().split('/').pop()}/cancel`, {
    data: { expect: 'no-refund' },
    headers: { origin: await originOf(page) },
  });
  expect(cancelled.status(), await cancelled.text()).toBe(200);
});

test("signing up from the sign-up page itself still lands on home, saying the account is made; the home button's goes on to booking", async ({
  page,
}) => {
  await page.goto('/sign-up');
  await expect(page.getByText(/Make an account to book/)).toHaveCount(0);
  await page.getByLabel('Email').fill(newEmail('plain'));
  await page.getByLabel('Password', { exact: true }).fill(PASSWORD);
  await page.getByLabel('Confirm password').fill(PASSWORD);
  await page.getByRole('button', { name: 'Create account' }).click();
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole('status').filter({ hasText: 'Your account is made' })).toBeVisible();
  await page.getByRole('link', { name: 'See all free times' }).click();
  await expect(page).toHaveURL(/\/free-times$/);
  await expect(page.getByText('Your account is made')).toHaveCount(0);

  await page.context().clearCookies();
  await page.goto('/');
  await page.getByRole('link', { name: 'Sign up to create a booking' }).click();
  await expect(page.getByText('Make an account to book a time — it takes a minute.')).toBeVisible();
  await page.getByLabel('Email').fill(newEmail('button'));
  await page.getByLabel('Password', { exact: true }).fill(PASSWORD);
  await page.getByLabel('Confirm password').fill(PASSWORD);
  await page.getByRole('button', { name: 'Create account' }).click();
  await expect(page).toHaveURL(/\/booking$/);
  await expect(page.getByRole('status').filter({ hasText: 'Your account is made' })).toBeVisible();
});

test('a signed-in customer choosing a free time goes straight to the booking page; a signed-out one sent there signs in, told why', async ({
  page,
}) => {
  const email = newEmail('regular');
  await signUpThroughApi(page, email);
  const { link, offered } = await firstFreeTimeOnHome(page);
  await link.click();
  await expect(page).toHaveURL(/\/booking\?field=/);
  const chosen = page.url();
  await expect(page.getByRole('region', { name: 'Your booking' })).toContainText(offered.time);

  await page.context().clearCookies();
  await page.goto(chosen);
  await expect(page).toHaveURL(/\/sign-in$/);
  await expect(page.getByText(`Sign in to book ${offered.words}.`)).toBeVisible();
  await page.getByRole('link', { name: 'Create an account' }).click();
  await expect(
    page.getByText(`Make an account to book ${offered.words} — it takes a minute.`),
  ).toBeVisible();
  await page.getByRole('link', { name: 'Sign in', exact: true }).last().click();
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password').fill(PASSWORD);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page).toHaveURL(chosen);
  await expect(page.getByRole('region', { name: 'Your booking' })).toContainText(offered.time);
});

test('the free times page shows a day per field with no names, moves between days, and a booked time is not among them', async ({
  page,
}) => {
  const booker = newEmail('booker');
  await signUpThroughApi(page, booker);
  const held = await holdSlot(page, [{ date: '2025-05-13', time: '10:00' }]);
  await payOnTestCheckout(page, held);
  await page.context().clearCookies();

  await page.goto('/');
  await page.getByRole('link', { name: 'See all free times' }).click();
  await expect(page).toHaveURL(/\/free-times$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Free times' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Today, Monday 12th of May' })).toBeVisible();
  await expect(page.getByRole('link', { name: /^09:30 on Monday 12th of May/ })).toBeVisible();
  await expect(page.getByRole('link', { name: /^09:00 on/ })).toHaveCount(0);

  await page.getByRole('link', { name: 'Next day' }).click();
  await expect(page).toHaveURL(/\/free-times\?day=2025-05-13$/);
  await expect(page.getByRole('heading', { name: 'Tuesday 13th of May' })).toBeVisible();
  await expect(page.getByRole('link', { name: /^06:00 on Tuesday/ })).toBeVisible();
  // The hour booked is not free, and nothing says who booked it.
  await expect(page.getByRole('link', { name: /^10:00 on/ })).toHaveCount(0);
  await expect(page.getByRole('link', { name: /^10:30 on/ })).toHaveCount(0);
  await expect(page.getByRole('link', { name: /^11:00 on/ })).toBeVisible();
  await expect(page.getByRole('main')).not.toContainText(booker.split('@')[0] ?? booker);
  await expect(page.getByRole('main')).not.toContainText('@');

  await page.getByRole('link', { name: 'Previous day' }).click();
  await expect(page.getByRole('heading', { name: 'Today, Monday 12th of May' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Previous day' })).toHaveCount(0);
});

test('axe finds nothing on the home page, the free times page and the sign-up page with a reason', async ({
  page,
}) => {
  const { link } = await firstFreeTimeOnHome(page);
  await expectNoViolations(page, 'home with free times');
  await link.click();
  await expect(page.getByText(/Make an account to book/)).toBeVisible();
  await expectNoViolations(page, 'sign-up with a reason');
  await page.goto('/free-times');
  await expect(page.getByRole('link', { name: /^\d\d:\d\d on / }).first()).toBeVisible();
  await expectNoViolations(page, 'free times');
  await page.goto('/free-times?day=2025-05-13');
  await expect(page.getByRole('link', { name: 'Previous day' })).toBeVisible();
  await expectNoViolations(page, 'free times, another day');
});
