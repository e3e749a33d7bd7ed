import AxeBuilder from '@axe-core/playwright';
import type { Browser, Page } from '@playwright/test';
import {
  expect,
  newEmail,
  type ParkServer,
  STAFF,
  signInThroughApi,
  signUpThroughApi,
  test,
} from './fixtures';
import { pressBookNow } from './support/bookings';
import { REMEMBER_COOKIE } from './support/staffTwoFactor';

// A Thursday no other spec books: A takes two of its slots, and B waits for both.
const MONTH = '2025-08';
const DAY = / 21st of August 2025, /;
const DAY_WORDS = '21st of August 2025';

/** A visitor of their own, on a phone 320 px wide (the narrowest the pages are built for). */
async function phone(browser: Browser, baseURL: string, index: number): Promise<Page> {
  const context = await browser.newContext({
    baseURL,
    viewport: { width: 320, height: 640 },
    extraHTTPHeaders: { 'x-forwarded-for': `198.20.${index}.${(Date.now() % 250) + 1}` },
  });
  await context.route(
    (url) => url.hostname !== '127.0.0.1',
    (route) => route.abort('internetdisconnected'),
  );
  return context.newPage();
}

/** The owner's own browser (remembered after their code), on the admin's Waiting lists tab. */
async function staffSeesLists(
  browser: Browser,
  server: ParkServer,
  waiting: string,
): Promise<void> {
  const context = await browser.newContext({ baseURL: server.url });
  await context.addCookies([
    { name: REMEMBER_COOKIE, value: server.staffRemembered, url: server.url },
  ]);
  const page = await context.newPage();
  await signInThroughApi(page, STAFF.email, STAFF.password);
  await page.goto('/admin?tab=waitlists');
  const table = page.getByRole('table', { name: /^Waiting lists/ });
  await expect(table.getByRole('row').filter({ hasText: waiting })).toHaveCount(2);
  await expect(table.getByRole('row').filter({ hasText: waiting }).first()).toContainText(
    `${DAY_WORDS}, 10:00 to 10:30`,
  );
  await context.close();
}

async function chooseDay(page: Page): Promise<void> {
  await page.goto('/booking');
  await page.getByLabel('Month').selectOption(MONTH);
  await page.getByRole('button', { name: DAY }).click();
}

const slotButton = (page: Page, time: string) =>
  page.getByRole('group', { name: 'Time slots' }).getByRole('button', { name: time });

/** Pays on the test checkout the page is on, and waits for the confirmation. */
async function payHere(page: Page): Promise<number> {
  await page.getByLabel('Card number').fill('4242 4242 4242 4242');
  await page.getByRole('button', { name: /^Pay / }).click();
  await expect(
    page.getByRole('heading', { name: 'Your booking has been successfully confirmed!' }),
  ).toBeVisible();
  return Number(page.url().split('/').pop());
}

async function bookAndPay(page: Page, time: string): Promise<number> {
  await chooseDay(page);
  await slotButton(page, time).click();
  await pressBookNow(page);
  return payHere(page);
}

async function expectNoViolations(page: Page, where: string): Promise<void> {
  await expect(page.locator('.skeleton')).toHaveCount(0);
  const results = await new AxeBuilder({ page })
    .options({ iframes: false, resultTypes: ['violations'] })
    .analyze();
  expect
    .soft(
      results.violations.map((violation) => `${violation.id}: ${violation.help}`),
      `axe on ${where}`,
    )
    .toEqual([]);
  const sideways = await page.evaluate(
    () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
  );
  expect.soft(sideways, `${where} scrolls sideways at 320 px`).toBe(0);
}

/** Taps the taken time and asks to hear if it frees up, right under the slots. */
async function waitFor(page: Page, time: string): Promise<void> {
  await slotButton(page, time).click();
  const offer = page.getByRole('region', { name: `${time} is taken` });
  await offer.getByRole('button', { name: 'Tell me if it frees up' }).click();
  await expect(offer.getByRole('status')).toContainText(
    `You are on the list for ${time} on the ${DAY_WORDS}.`,
  );
  // The slot says so too.
  await expect(slotButton(page, time)).toHaveAccessibleName(`${time} Waiting`);
}

test('a slot A cancels is offered to B, who waited for it, books it from the e-mail and pays; B leaves another list from My bookings', async ({
  page,
  browser,
  baseURL,
  mail,
  server,
}, testInfo) => {
  test.setTimeout(90_000);
  // A books and pays for two slots of the day.
  await signUpThroughApi(page, newEmail('holder'));
  const id = await bookAndPay(page, '10:00');
  await bookAndPay(page, '11:00');

  // B finds both taken and asks to hear if either frees up.
  const b = await phone(browser, baseURL ?? '', testInfo.workerIndex);
  const bEmail = newEmail('waiter');
  await signUpThroughApi(b, bEmail);
  await chooseDay(b);
  await expect(slotButton(b, '10:00')).toHaveAccessibleName('10:00 Taken');
  await waitFor(b, '10:00');
  await expectNoViolations(b, 'the booking page with its waiting-list section');
  await waitFor(b, '11:00');
  await staffSeesLists(browser, server, bEmail);

  // A cancels the 10:00 booking on My bookings.
  await page.goto('/my-bookings');
  await page
    .getByRole('article')
    .filter({ has: page.getByText(`Booking number${id}`) })
    .getByRole('button', { name: 'Cancel booking' })
    .click();
  await page
    .getByRole('dialog', { name: 'Cancel this booking?' })
    .getByRole('button', { name: 'Cancel and refund' })
    .click();
  await expect(page.getByText(`Booking ${id} is cancelled.`)).toBeVisible();

  // B is e-mailed at once, over SMTP, with a link to the slot held for them.
  const offer = await mail.waitForMessageTo(bEmail, (m) => /has come up/.test(m.subject ?? ''));
  expect(offer.text).toContain(`When: ${DAY_WORDS}, 10:00 to 10:30`);
  expect(offer.text).toContain('Price: £6.50');
  const link = /Book and pay: (\S+)/.exec(offer.text ?? '')?.[1] ?? '';
  expect(link).toMatch(/\/waitlist\/offer\/\d+$/);

  await b.goto(link);
  await expect(b.getByRole('heading', { level: 1, name: 'A slot held for you' })).toBeVisible();
  await expect(b.getByText(/It is held for you until \d\d:\d\d \(15 minutes left\)/)).toBeVisible();
  await expect(b.getByRole('region', { name: 'The slot held for you' })).toContainText('£6.50');
  await expectNoViolations(b, 'the offer page');
  // B's first booking: the site rules are ticked and the name given here, as on the booking page.
  await expect(b.getByRole('button', { name: 'Book and pay' })).toBeDisabled();
  await b.getByRole('checkbox', { name: /I have read the site rules/ }).check();
  await b.getByLabel('Your name').fill('Sam Walker');
  await b.getByRole('button', { name: 'Book and pay' }).click();
  const booked = await payHere(b);
  await expect(b.getByText(`Your booking is on the ${DAY_WORDS} at 10:00.`)).toBeVisible();

  // In My bookings: the slot is B's, and the other list can be left.
  await b.goto('/my-bookings');
  await expect(b.getByText(`Booking number${booked}`)).toBeVisible();
  const lists = b.getByRole('region', { name: 'Waiting lists' });
  await expect(lists.getByRole('article')).toHaveCount(1);
  await expect(lists).toContainText('Waiting: we will e-mail you if it frees up');
  await expectNoViolations(b, 'My bookings with a waiting list');
  await lists.getByRole('button', { name: `Leave the list for 11:00 on the ${DAY_WORDS}` }).click();
  await expect(
    b.getByText(`You have left the waiting list for 11:00 on the ${DAY_WORDS}.`),
  ).toBeVisible();
  await expect(lists).toHaveCount(0);
  await b.context().close();
});
