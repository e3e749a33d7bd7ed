import { expect, type Page } from '@playwright/test';
import { originOf } from './origin';

/** The version a new park's site rules are at: ticked with a first booking. */
export const FIRST_RULES_VERSION = 1;

/** The name given with a first booking (decision 118). */
export const TEST_CONTACT = { name: 'Sam Walker' } as const;

/**
 * Presses Book Now with a day and slot chosen, and when the sheet opens (a customer's first
 * booking, or after the owner changed the site rules) gives the name it asks for, ticks the
 * rules it asks for, and goes on with its last button. Ends once the page has left for the
 * checkout or the sheet has gone.
 */
export async function pressBookNow(page: Page): Promise<void> {
  await expect(page.getByText('Loading your details…')).toHaveCount(0);
  await page.getByRole('button', { name: 'Book Now' }).click();
  const sheet = page.getByRole('dialog', { name: 'Before you book' });
  await page.waitForFunction(
    () => !location.pathname.startsWith('/booking') || document.querySelector('dialog[open]'),
  );
  if (!(await sheet.isVisible())) return;
  const name = sheet.getByLabel('Your name');
  if (await name.isVisible()) await name.fill(TEST_CONTACT.name);
  const rules = sheet.getByRole('checkbox', { name: /I have read the site rules/ });
  if (await rules.isVisible()) await rules.check();
  await sheet.getByRole('button', { name: /^(Pay by card|Book with your pass)$/ }).click();
}

export interface Slot {
  date: string;
  time: string;
}

export interface HeldBooking {
  id: number;
  /** The test checkout's address, e.g. /test-checkout/tc_…. */
  checkoutPath: string;
}

/**
 * Holds the first free slot among `candidates` for the page's signed-in customer, through the
 * API as Book Now does (an hour, 1-4 dogs); `taken` collects the slots tried, for the next call.
 */
export async function holdSlot(
  page: Page,
  candidates: readonly Slot[],
  taken = new Set<string>(),
): Promise<HeldBooking> {
  const origin = await originOf(page);
  for (const slot of candidates) {
    const key = `${slot.date} ${slot.time}`;
    if (taken.has(key)) continue;
    taken.add(key);
    const answer = await page.request.post('/api/bookings', {
      data: {
        ...slot,
        minutes: 60,
        dogs: '1-4',
        rulesVersion: FIRST_RULES_VERSION,
        contact: TEST_CONTACT,
      },
      headers: { origin },
    });
    if (!answer.ok()) continue;
    const body = (await answer.json()) as { bookingId: number; checkoutUrl: string };
    return { id: body.bookingId, checkoutPath: new URL(body.checkoutUrl, origin).pathname };
  }
  throw new Error('none of the candidate slots was free');
}

/** Pays a held booking on the test checkout with the card that always pays. */
export async function payOnTestCheckout(page: Page, held: HeldBooking): Promise<void> {
  const origin = await originOf(page);
  const reference = held.checkoutPath.split('/').pop() ?? '';
  const answer = await page.request.post(`/api/test-checkout/${reference}/pay`, {
    data: { cardNumber: '4242 4242 4242 4242' },
    headers: { origin },
  });
  if (!answer.ok()) throw new Error(`paying failed: ${answer.status()} ${await answer.text()}`);
}

/** Cancels a paid booking weeks away (refunded in full), freeing its slot for the next run. */
export async function cancelBooking(page: Page, id: number): Promise<void> {
  const origin = await originOf(page);
  await page.request.post(`/api/bookings/${id}/cancel`, {
    data: { expect: 'full-refund' },
    headers: { origin },
  });
}

/** Lets an unpaid hold go, freeing its slot. */
export async function releaseHold(page: Page, id: number): Promise<void> {
  const origin = await originOf(page);
  await page.request.post(`/api/bookings/${id}/release`, { headers: { origin } });
}
