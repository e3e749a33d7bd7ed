import type { Browser, Page } from '@playwright/test';
import { SeamHttp } from '@seamapi/http';
import type { FakeSeam } from '../support/fakeSeam';
import {
  lockTest as base,
  expect,
  newEmail,
  type ParkServer,
  STAFF,
  signInThroughApi,
  signOut,
  signUpThroughApi,
} from './fixtures';
import { pressBookNow } from './support/bookings';
import {
  expectKeptOffline,
  expectNothingKeptAfterSignOut,
  expectNoViolations,
  keptForOffline,
  watchPolicy,
} from './support/offline';
import { REMEMBER_COOKIE } from './support/staffTwoFactor';

/**
 * Issue 27: a field opened by a smart lock through Seam (decisions 115, 117) gives each booking
 * a code of its own, shown after payment and on My bookings, and kept on the device for the gate
 * with no signal (decision 116). The lock is Seam's own fake; the park is this file's own (the
 * workspace clock: Monday 12 May 2025, 09:00).
 */

// The service worker answers the customer's pages: going offline is part of the journey.
const test = base.extend({});
test.use({ serviceWorkers: 'allow' });

/** A field added afresh for each run of the test in a worker, so its 10:00 is always free. */
let runs = 0;

/** The day and slot booked: the workspace's Wednesday, 10:00 to 11:00 (09:00Z, in summer time). */
const DAY = / 14th of May 2025, /;
const STARTS = new Date('2025-05-14T09:00:00Z');
const ENDS = new Date('2025-05-14T10:00:00Z');

/** The owner's own browser: remembered after their code, as their phone would be. */
async function ownerPage(browser: Browser, server: ParkServer): Promise<Page> {
  const context = await browser.newContext({ baseURL: server.url, serviceWorkers: 'block' });
  await context.addCookies([
    { name: REMEMBER_COOKIE, value: server.staffRemembered, url: server.url },
  ]);
  const page = await context.newPage();
  await signInThroughApi(page, STAFF.email, STAFF.password);
  return page;
}

/** Settings → Fields: a new field whose gate is opened by the lock named `lock`. */
async function addLockField(page: Page, field: string, lock: string): Promise<void> {
  await page.goto('/admin?tab=settings&page=fields');
  const fields = page.getByRole('region', { name: 'Fields' });
  await fields.getByRole('button', { name: 'Add a field' }).click();
  const form = fields.getByRole('form', { name: 'New field' });
  await form.getByLabel('Field name').fill(field);
  await form.getByLabel('Description').fill('Behind the smart gate');
  await form.getByLabel('Size').fill('An acre');
  await form.getByLabel('Most dogs').fill('4');
  await form.getByLabel('Session lengths (minutes)').fill('60');
  await form.getByLabel('Dog bands').fill('1-4');
  await form.getByLabel('1-4 dogs, 1 hour').fill('9.00');
  const gate = form.getByRole('group', { name: 'Gate' });
  await gate.getByRole('radio', { name: "Each booking's own code from a smart lock" }).check();
  // The list comes from Seam: the option is there once the server has asked it.
  await gate.getByRole('combobox', { name: 'Lock', exact: true }).selectOption({ label: lock });
  await form.getByRole('button', { name: 'Add field' }).click();
  await expect(fields.getByRole('status')).toHaveText(`${field} is added, last in the list.`);
}

/** Chooses the field's card on /booking, its 10:00 on the day, and pays; answers the booking's number. */
async function bookAndPay(page: Page, field: string): Promise<number> {
  await page.goto('/booking');
  const cards = page.getByRole('region', { name: 'Choose a field' });
  await expect(cards.getByRole('heading', { name: 'Main field' })).toBeVisible();
  await cards.getByRole('link', { name: `Choose ${field}` }).click();
  await page.getByRole('button', { name: DAY }).click();
  await page
    .getByRole('group', { name: 'Time slots' })
    .getByRole('button', { name: '10:00' })
    .click();
  await pressBookNow(page);
  await expect(page).toHaveURL(/\/test-checkout\/tc_[0-9a-f]+$/);
  await expect(page.getByText(field)).toBeVisible();
  await page.getByLabel('Card number').fill('4242 4242 4242 4242');
  await page.getByRole('button', { name: 'Pay £9.00' }).click();
  await expect(page).toHaveURL(/\/pay-success\/\d+$/);
  return Number(new URL(page.url()).pathname.split('/').pop());
}

/** The codes the lock holds for the booking, as Seam itself lists them. */
async function codesOnLockFor(fake: FakeSeam, deviceId: string, bookingId: number) {
  const seam = SeamHttp.fromApiKey(fake.apiKey, { endpoint: fake.endpoint });
  const codes = await seam.accessCodes.list({ device_id: deviceId });
  return codes.filter((code) => code.name === `Paddock booking ${bookingId}`);
}

test("a customer books a field opened by a smart lock, is shown the booking's own code after paying and on My bookings, and has it with no signal; signing out leaves nothing", async ({
  page,
  context,
  browser,
  server,
  seam,
}) => {
  test.slow();
  runs += 1;
  const field = runs === 1 ? 'Gate paddock' : `Gate paddock ${runs}`;
  const deviceId = seam.devices.august1;
  const lock = SeamHttp.fromApiKey(seam.apiKey, { endpoint: seam.endpoint });
  const { display_name: lockName } = await lock.devices.get({ device_id: deviceId });

  // The owner gives the new field's gate to a lock of the Seam workspace.
  const owner = await ownerPage(browser, server);
  try {
    await addLockField(owner, field, lockName);
  } finally {
    await owner.context().close();
  }

  // A new customer books it and pays.
  const breaches = await watchPolicy(page);
  await signUpThroughApi(page, newEmail('lock'));
  const id = await bookAndPay(page, field);

  // The page after payment: the code is being set, then the booking's own shows.
  const visit = page.getByRole('region', { name: 'Your visit' });
  await expect(visit).toContainText(field);
  const gateCode = visit
    .locator('div')
    .filter({ has: page.locator('dt', { hasText: 'Gate code' }) })
    .locator('dd');
  await expect(gateCode).toHaveText(
    /^(Your own code is being set on the lock\. It will show here in a moment, and we will e-mail it to you\.|#\d{4}#.*)$/,
  );
  // The page asks every 2 s, ten times, and the lock job runs every 2 s.
  await expect(gateCode.locator('strong')).toHaveText(/^#\d{4}#$/, { timeout: 30_000 });
  const code = (await gateCode.locator('strong').textContent()) ?? '';

  // It is the code the lock holds for this booking alone, for its slot: not a shared one.
  const onLock = await codesOnLockFor(seam, deviceId, id);
  expect(onLock, `the codes on the lock named for booking ${id}`).toHaveLength(1);
  const [own] = onLock;
  expect(code).toBe(`#${own?.code}#`);
  expect(new Date(own?.starts_at ?? '').getTime()).toBeLessThanOrEqual(STARTS.getTime());
  expect(new Date(own?.ends_at ?? '').getTime()).toBeGreaterThanOrEqual(ENDS.getTime());

  // My bookings shows the same code; the device keeps it.
  await visit.getByRole('link', { name: 'My bookings' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'My bookings' })).toBeVisible();
  const card = page.getByRole('article').filter({ hasText: `Booking number${id}` });
  await expect(card).toContainText('Confirmed');
  await expect(card).toContainText(field);
  await expect(card.locator('strong')).toHaveText(code);
  const heading = card.getByRole('heading');
  await expect(heading).toContainText('10:00 to 11:00');
  const when = (await heading.textContent()) ?? '';
  await expect(page.getByRole('region', { name: 'Getting there' })).toContainText('Example Lane');
  await keptForOffline(page, code);

  // No connection: the page comes from the device, the booking from what it kept.
  const kept = await expectKeptOffline(context, page, { id, when, code });
  await expect(kept).toContainText(field);
  await expectNoViolations(page, 'My bookings kept on the device, with a lock code');

  // Back online, the customer signs out; offline again, nothing of theirs is there.
  await expectNothingKeptAfterSignOut(context, page, { id, theirs: [code, field] }, signOut);
  expect(breaches).toEqual([]);
});
