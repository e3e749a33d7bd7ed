import type { Page } from '@playwright/test';
import ICAL from 'ical.js';
import { jpegWithGps } from '../support/photoFiles';
import {
  expect,
  newEmail,
  STAFF,
  signInThroughApi,
  signUpThroughApi,
  fieldsTest as test,
} from './fixtures';
import { pressBookNow } from './support/bookings';

// Issue 26: the owner adds a second field from Settings, a customer books it from the "any
// field" view, and everything the customer and the owner are sent or shown names it. The park
// here is this file's own (the workspace clock: Monday 12 May 2025, 09:00).

const FIELD = 'Puppy paddock';
const PHOTO_ALT = 'A puppy in the long grass';

async function addTheField(page: Page): Promise<void> {
  await page.goto('/admin?tab=settings&page=fields');
  const fields = page.getByRole('region', { name: 'Fields' });
  await fields.getByRole('button', { name: 'Add a field' }).click();
  const form = fields.getByRole('form', { name: 'New field' });
  await form.getByLabel('Field name').fill(FIELD);
  await form.getByLabel('Description').fill('Small and quiet, for puppies');
  await form.getByLabel('Size').fill('Half an acre');
  await form.getByLabel('Most dogs').fill('4');
  await form.getByLabel('Session lengths (minutes)').fill('60');
  await form.getByLabel('Dog bands').fill('1-4');
  await form.getByLabel('1-4 dogs, 1 hour').fill('9.00');
  // Its own hours: mornings only on a Monday.
  await form.getByLabel('Monday opens').fill('08:00');
  await form.getByLabel('Monday closes').fill('12:00');
  await form.getByRole('button', { name: 'Add field' }).click();
  await expect(fields.getByRole('status')).toHaveText(`${FIELD} is added, last in the list.`);
}

async function photographTheField(page: Page): Promise<void> {
  // Photos are a page of their own: the owner moves there from the pages' list.
  await page
    .getByRole('navigation', { name: 'Settings pages' })
    .getByRole('link', { name: /^Photos/ })
    .click();
  await expect(page).toHaveURL(/[?&]page=photos/);
  const photos = page.getByRole('region', { name: 'Photos' });
  const upload = photos.getByRole('form', { name: 'Add a photo' });
  await upload.getByLabel('Photo file').setInputFiles({
    name: 'puppy.jpg',
    mimeType: 'image/jpeg',
    buffer: await jpegWithGps(),
  });
  await upload.getByLabel('Alt text').fill(PHOTO_ALT);
  await upload.getByRole('button', { name: 'Upload photo' }).click();
  await expect(upload.getByRole('status')).toHaveText('Photo added. Choose below where it shows.', {
    timeout: 20_000,
  });
  const gallery = photos.getByRole('group', { name: `Field: ${FIELD}` });
  const choice = gallery.getByLabel(`Add a photo to Field: ${FIELD}`);
  const option = choice.getByRole('option', { name: PHOTO_ALT });
  await choice.selectOption((await option.getAttribute('value')) ?? '');
  await gallery.getByRole('button', { name: 'Add', exact: true }).click();
  await gallery.getByRole('button', { name: `Save field: ${FIELD}` }).click();
  await expect(gallery.getByRole('status')).toHaveText('Saved: the pages show it now.');
}

/** Books the field's 10:00 today from the "any field" view and pays; answers the booking's number. */
async function bookFromAnyField(page: Page): Promise<string> {
  await page.goto('/booking');
  const cards = page.getByRole('region', { name: 'Choose a field' });
  await expect(cards.getByRole('heading', { name: 'Main field' })).toBeVisible();
  const card = cards
    .getByRole('listitem')
    .filter({ has: page.getByRole('heading', { name: FIELD }) });
  await expect(card).toContainText('Half an acre');
  await expect(card).toContainText('from £9.00');
  await expect(card.getByRole('img', { name: PHOTO_ALT })).toBeVisible();

  await cards.getByRole('link', { name: "See every field's free times" }).click();
  await page.getByRole('button', { name: / 12th of May 2025, / }).click();
  await page.getByRole('button', { name: `10:00, ${FIELD}, 1 hour` }).click();
  await expect(page.getByRole('heading', { level: 2, name: FIELD })).toBeVisible();
  await pressBookNow(page);
  await expect(page).toHaveURL(/\/test-checkout\/tc_[0-9a-f]+$/);
  await expect(page.getByText(FIELD)).toBeVisible();
  await page.getByLabel('Card number').fill('4242 4242 4242 4242');
  await page.getByRole('button', { name: 'Pay £9.00' }).click();
  await expect(page).toHaveURL(/\/pay-success\/\d+$/);
  await expect(page.getByText(FIELD)).toBeVisible();
  return page.url().split('/').pop() ?? '';
}

test('the owner adds a second field with its photo, hours and price; a customer books it from "any field"; the e-mails, invoice, .ics and Today name it', async ({
  page,
  browser,
  mail,
}) => {
  test.slow();
  await signInThroughApi(page, STAFF.email, STAFF.password);
  await addTheField(page);
  await photographTheField(page);

  const customer = await browser.newPage({ baseURL: new URL(page.url()).origin });
  const email = newEmail('puppy');
  await signUpThroughApi(customer, email);
  const id = await bookFromAnyField(customer);

  const confirmation = await mail.waitForMessageTo(email, (m) =>
    /confirmed/i.test(m.subject ?? ''),
  );
  expect(confirmation.text).toContain(`Field: ${FIELD}`);
  const ics = confirmation.attachments.find((file) => file.filename?.endsWith('.ics'));
  const calendar = new ICAL.Component(ICAL.parse(ics?.content.toString('utf8') ?? ''));
  const event = new ICAL.Event(calendar.getFirstSubcomponent('vevent') as ICAL.Component);
  expect(event.summary).toContain(FIELD);
  const invoice = await mail.waitForMessageTo(email, (m) => /Invoice/.test(m.subject ?? ''));
  expect(invoice.text).toContain(`${FIELD}, 12th of May 2025, 10:00 to 11:00`);

  await page.goto('/admin?tab=today');
  const lane = page.getByRole('region', { name: FIELD });
  await expect(lane).toContainText('10:00');
  await expect(lane).toContainText(email.slice(0, 12));
  await expect(page.getByRole('region', { name: 'Main field' })).not.toContainText(
    '10:00 to 11:00',
  );
  expect(id).toMatch(/^\d+$/);
});
