import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { MyBookingsResponse } from '../../src/contract/bookings';
import type { BuyPassResponse, PassTypesOnSale } from '../../src/contract/passes';
import type { JoinWaitlistResponse, WaitlistEntry } from '../../src/contract/waitlist';
import {
  bookingRow,
  FIRST_RULES_VERSION,
  outboxFor,
  slot,
  TEST_CONTACT,
} from '../support/bookings';
import { signedInAs, type TestBrowser, uniqueEmail } from '../support/browser';
import { TEN_HOURS } from '../support/passTypes';
import { startTestApp, type TestApp } from '../support/testApp';
import { bookAndPay } from '../support/testCheckoutPay';

// A waiting-list offer booked with a session of a pass instead of a card (decision 123). The
// tests' clock starts on 1 May 2025; the pass on sale is ten one-hour sessions for 1-4 dogs.
const MINUTE = 60_000;

describe('waiting-list offers booked with a pass', () => {
  let t: TestApp;
  let holder: TestBrowser;
  let holderEmail: string;
  let passId: number;
  beforeEach(async () => {
    t = await startTestApp();
    const owner = await signedInAs(t, 'super-admin');
    const saved = await owner.post('/api/admin/settings/passes', [TEN_HOURS]);
    expect(saved.statusCode, saved.body).toBe(200);
    holderEmail = uniqueEmail('holder');
    holder = await signedInAs(t, 'customer', holderEmail);
    passId = await buyPass(holder);
  });
  afterEach(() => t.close());

  const buyPass = async (who: TestBrowser) => {
    const [type] = (await who.get('/api/pass-types')).json<PassTypesOnSale>().passTypes;
    const bought = await who.post('/api/passes', { passTypeId: type?.id });
    expect(bought.statusCode, bought.body).toBe(201);
    const { passId: id, checkoutUrl } = bought.json<BuyPassResponse>();
    const paid = await who.post(`/api/test-checkout/${checkoutUrl.split('/').pop()}/pay`, {
      cardNumber: '4242424242424242',
    });
    expect(paid.statusCode, paid.body).toBe(200);
    return id;
  };
  const sessionsLeft = async (who = holder) =>
    (await who.get('/api/my-bookings')).json<MyBookingsResponse>().passes[0]?.sessionsLeft;
  const placeOf = async (id: number) =>
    (await holder.get(`/api/waitlist/${id}`)).json<WaitlistEntry>();
  const mailTo = async (email: string) =>
    (await outboxFor(t, email)).map((mail) => mail.dedupe_key);

  /** Someone books the slot, the holder waits for it, it is cancelled: it is held for them. */
  const offered = async (time: string, minutes: 30 | 60 = 60): Promise<WaitlistEntry> => {
    const other = await signedInAs(t, 'customer', uniqueEmail('other'));
    const id = await bookAndPay(other, slot(time, minutes));
    const joined = await holder.post('/api/waitlist', slot(time, minutes));
    expect(joined.statusCode, joined.body).toBe(201);
    const place = joined.json<JoinWaitlistResponse>().entry;
    const cancelled = await other.post(`/api/bookings/${id}/cancel`, { expect: 'full-refund' });
    expect(cancelled.statusCode, cancelled.body).toBe(200);
    await t.paddock.sweeper.runOnce();
    const held = await placeOf(place.id);
    expect(held.status).toBe('offered');
    return held;
  };
  const bookWith = (place: WaitlistEntry, body: object, who = holder) =>
    who.post(`/api/waitlist/${place.id}/book`, {
      rulesVersion: FIRST_RULES_VERSION,
      contact: TEST_CONTACT,
      ...body,
    });

  it('When the holder books an offer with their pass, then it is confirmed at once with one session fewer, the place reads booked and the confirmation is sent', async () => {
    const place = await offered('10:00');
    const bookingId = place.offer?.bookingId ?? 0;

    const booked = await bookWith(place, { passId });

    expect(booked.statusCode, booked.body).toBe(200);
    expect(booked.json()).toEqual({
      bookingId,
      checkoutUrl: `${t.config.publicUrl}/pay-success/${bookingId}`,
    });
    expect(await bookingRow(t, bookingId)).toMatchObject({
      status: 'complete',
      price_pence: 0,
      list_price_pence: 1100,
      payment_id: null,
      booking_code: expect.stringMatching(/^\d{4}$/),
    });
    expect(await sessionsLeft()).toBe(9);
    expect((await placeOf(place.id)).status).toBe('booked');
    expect(await mailTo(holderEmail)).toContain(`booking-confirmation:${bookingId}`);
    const mine = (await holder.get('/api/my-bookings')).json<MyBookingsResponse>();
    expect(mine.upcoming.map((booking) => [booking.id, booking.status, booking.gateCode])).toEqual([
      [bookingId, 'complete', expect.stringMatching(/^#\d{4}#$/)],
    ]);
    // Pressed again: nothing more is taken, and it says the slot is theirs.
    const again = await bookWith(place, { passId });
    expect([again.statusCode, again.json().error.message]).toEqual([
      409,
      'You have booked this slot: it is in My bookings.',
    ]);
    expect(await sessionsLeft()).toBe(9);
  });

  it('When the pass does not cover the offered slot, or is someone else’s, then it is refused in words and nothing changes', async () => {
    const place = await offered('10:00', 30);
    const stranger = await signedInAs(t, 'customer', uniqueEmail('stranger'));
    const theirs = await buyPass(stranger);
    const mailBefore = await mailTo(holderEmail);

    const wrongLength = await bookWith(place, { passId });
    expect([wrongLength.statusCode, wrongLength.json().error]).toEqual([
      409,
      expect.objectContaining({
        code: 'pass/cannot-book',
        message: 'This pass is for 1 hour sessions for 1-4 dogs.',
      }),
    ]);
    for (const other of [theirs, theirs + 1_000]) {
      const refused = await bookWith(place, { passId: other });
      expect([refused.statusCode, refused.json().error.code]).toEqual([404, 'pass/not-found']);
    }

    expect(await placeOf(place.id)).toEqual(place);
    expect(await bookingRow(t, place.offer?.bookingId ?? 0)).toMatchObject({ status: 'pending' });
    expect(await sessionsLeft()).toBe(10);
    expect(await sessionsLeft(stranger)).toBe(10);
    expect(await mailTo(holderEmail)).toEqual(mailBefore);
    // The card still books it.
    const card = await bookWith(place, {});
    expect(card.json().checkoutUrl).toMatch(/\/test-checkout\//);
  });

  it('When the holder presses twice at once, then one session is taken', async () => {
    const place = await offered('12:00');
    const answers = await Promise.all([bookWith(place, { passId }), bookWith(place, { passId })]);
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([200, 409]);
    expect(await sessionsLeft()).toBe(9);
    expect((await placeOf(place.id)).status).toBe('booked');
  });

  it('When a card checkout was opened for the offer first, then the pass closes it and pays instead; a lapsed offer still says so', async () => {
    const place = await offered('14:00');
    const card = await bookWith(place, {});
    const { checkoutUrl } = card.json<{ checkoutUrl: string }>();

    const booked = await bookWith(place, { passId });
    expect(booked.statusCode, booked.body).toBe(200);
    const late = await holder.post(`/api/test-checkout/${checkoutUrl.split('/').pop()}/pay`, {
      cardNumber: '4242424242424242',
    });
    expect(late.statusCode).not.toBe(200);
    expect(await bookingRow(t, place.offer?.bookingId ?? 0)).toMatchObject({
      status: 'complete',
      price_pence: 0,
      payment_id: null,
    });
    expect(await sessionsLeft()).toBe(9);

    const lapsing = await offered('16:00');
    t.clock.advance(15 * MINUTE);
    const lapsed = await bookWith(lapsing, { passId });
    expect([lapsed.statusCode, lapsed.json().error.code]).toEqual([410, 'waitlist/offer-lapsed']);
    expect(await sessionsLeft()).toBe(9);
  });
});
