import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { BookingContext } from '../../src/contract/bookingProfile';
import type { CreateBookingRequest } from '../../src/contract/bookings';
import type { AccountContact, BookingContactInput } from '../../src/contract/contact';
import type { BuyPassResponse, PassTypesOnSale } from '../../src/contract/passes';
import type { AdminSettings } from '../../src/contract/settings';
import type { JoinWaitlistResponse } from '../../src/contract/waitlist';
import type { MobileAsk } from '../../src/domain/contact';
import { BOOKING_DAY, FIRST_RULES_VERSION, slot } from '../support/bookings';
import { signedInAs, TestBrowser } from '../support/browser';
import { TEN_HOURS } from '../support/passTypes';
import { startTestApp, type TestApp } from '../support/testApp';
import { bookAndPay } from '../support/testCheckoutPay';

// A name and a number (issue 28, decision 118): asked at the first booking, kept on the account.

const NOT_A_MOBILE =
  'That is not a phone number: use 7 to 15 digits, with + at the start if it has a country code (such as 07700 900123).';

/** A slot as the booking page sends it, with the rules ticked and the contact given (or not). */
const bookNow = (time: string, contact?: BookingContactInput): CreateBookingRequest => {
  const { contact: _given, ...rest } = slot(time);
  return contact ? { ...rest, contact } : rest;
};

describe('the name and mobile asked at the first booking', () => {
  let t: TestApp;
  let owner: TestBrowser;
  beforeEach(async () => {
    t = await startTestApp();
    owner = await signedInAs(t, 'super-admin');
  });
  afterEach(() => t.close());

  const context = async (who: TestBrowser) => {
    const answer = await who.get('/api/booking-context');
    expect(answer.statusCode, answer.body).toBe(200);
    return answer.json<BookingContext>().contact;
  };

  const bookingsOf = async (who: TestBrowser) => {
    const mine = (await who.get('/api/my-bookings')).json<{ upcoming: unknown[] }>();
    return mine.upcoming.length;
  };

  /** The owner's choice in Settings → Features. */
  async function ownerAsks(mobileAsk: MobileAsk) {
    const { features } = (await owner.get('/api/admin/settings')).json<AdminSettings>();
    const saved = await owner.post('/api/admin/settings/features', { ...features, mobileAsk });
    expect(saved.statusCode, saved.body).toBe(200);
  }

  /** Refused for want of a contact, and nothing held: another customer books the slot. */
  async function expectRefusedAndNothingHeld(
    who: TestBrowser,
    answer: Awaited<ReturnType<TestBrowser['post']>>,
    time: string,
  ) {
    expect(answer.statusCode, answer.body).toBe(400);
    expect(await bookingsOf(who)).toBe(0);
    const other = await signedInAs(t, 'customer');
    const contact = { name: 'Alex', mobile: '07700 900999' };
    const taken = await other.post('/api/bookings', { ...slot(time), contact });
    expect(taken.statusCode, taken.body).toBe(201);
  }

  it('When a new customer books without giving a name, then it is refused saying so beside the name, and nothing is held', async () => {
    const walker = await signedInAs(t, 'customer');
    expect(await context(walker)).toEqual({ name: null, mobile: null, mobileAsk: 'optional' });

    const answer = await walker.post('/api/bookings', bookNow('10:00'));

    expect(answer.json()).toEqual({
      error: {
        code: 'booking/contact-needed',
        message: 'Please give your name, so the park knows who is booking.',
        fields: { 'contact.name': 'Give your name.' },
        requestId: expect.any(String),
      },
    });
    await expectRefusedAndNothingHeld(walker, answer, '10:00');
  });

  it('When a customer books with their name and mobile, then the account keeps them, the booking page has them, and the next booking asks for nothing', async () => {
    const walker = await signedInAs(t, 'customer');

    const first = await walker.post(
      '/api/bookings',
      bookNow('10:00', { name: '  Sam   Jones ', mobile: ' +44 (0)7700 900-123 ' }),
    );

    expect(first.statusCode, first.body).toBe(201);
    expect(await context(walker)).toEqual({
      name: 'Sam Jones',
      mobile: '+44 (0)7700 900-123',
      mobileAsk: 'optional',
    });
    // Paid, so the next is not refused as a second hold.
    await bookAndPay(walker, bookNow('11:00'));
    // A name sent again replaces the one kept; a mobile left out keeps the one kept.
    const renamed = await walker.post('/api/bookings', bookNow('12:00', { name: 'Sam J' }));
    expect(renamed.statusCode, renamed.body).toBe(201);
    expect(await context(walker)).toMatchObject({ name: 'Sam J', mobile: '+44 (0)7700 900-123' });
  });

  it('When the owner requires a mobile, then a booking without one is refused naming it, and one with it goes through', async () => {
    await ownerAsks('required');
    const walker = await signedInAs(t, 'customer');
    expect((await context(walker)).mobileAsk).toBe('required');

    const neither = await walker.post('/api/bookings', bookNow('10:00'));
    expect(neither.json().error).toMatchObject({
      code: 'booking/contact-needed',
      message: 'Please give your name and a mobile number, so the park can reach you on the day.',
      fields: {
        'contact.name': 'Give your name.',
        'contact.mobile': 'Give a mobile number, so the park can reach you on the day.',
      },
    });
    const nameOnly = await walker.post('/api/bookings', bookNow('10:00', { name: 'Sam' }));
    expect(nameOnly.json().error).toMatchObject({
      code: 'booking/contact-needed',
      message: 'Please give a mobile number, so the park can reach you on the day.',
      fields: { 'contact.mobile': 'Give a mobile number, so the park can reach you on the day.' },
    });
    const blank = await walker.post('/api/bookings', bookNow('10:00', { name: 'Sam', mobile: '' }));
    expect(blank.json().error.code).toBe('booking/contact-needed');
    await expectRefusedAndNothingHeld(walker, nameOnly, '10:00');
    expect(await context(walker)).toMatchObject({ name: null, mobile: null });

    const both = await walker.post(
      '/api/bookings',
      bookNow('11:00', { name: 'Sam', mobile: '07700 900123' }),
    );
    expect(both.statusCode, both.body).toBe(201);
  });

  it('When a customer booked with a name only and the owner then requires a mobile, then their next booking asks for the mobile alone', async () => {
    const walker = await signedInAs(t, 'customer');
    expect((await walker.post('/api/bookings', bookNow('10:00', { name: 'Sam' }))).statusCode).toBe(
      201,
    );
    await ownerAsks('required');

    const again = await walker.post('/api/bookings', bookNow('11:00'));

    expect(again.statusCode).toBe(400);
    expect(again.json().error.fields).toEqual({
      'contact.mobile': 'Give a mobile number, so the park can reach you on the day.',
    });
  });

  it('When the mobile is optional or off, then a name alone books, and the booking page is told which', async () => {
    const optional = await signedInAs(t, 'customer');
    const named = await optional.post('/api/bookings', bookNow('10:00', { name: 'Sam' }));
    expect(named.statusCode, named.body).toBe(201);
    expect(await context(optional)).toEqual({ name: 'Sam', mobile: null, mobileAsk: 'optional' });

    await ownerAsks('off');
    const off = await signedInAs(t, 'customer');
    expect((await context(off)).mobileAsk).toBe('off');
    expect((await off.post('/api/bookings', bookNow('11:00'))).statusCode).toBe(400);
    const offNamed = await off.post('/api/bookings', bookNow('11:00', { name: 'Alex' }));
    expect(offNamed.statusCode, offNamed.body).toBe(201);
  });

  it('When the mobile typed is not a phone number, then it is refused in plain words beside the mobile, and nothing is held or kept', async () => {
    const walker = await signedInAs(t, 'customer');

    for (const mobile of ['0770 09', 'call me', '07700 900123 ext 4', '+44 7700 900123 4567 89']) {
      const answer = await walker.post('/api/bookings', bookNow('10:00', { name: 'Sam', mobile }));
      expect(answer.json(), mobile).toEqual({
        error: {
          code: 'account/invalid-mobile',
          message: NOT_A_MOBILE,
          fields: { 'contact.mobile': NOT_A_MOBILE },
          requestId: expect.any(String),
        },
      });
    }
    const longName = await walker.post(
      '/api/bookings',
      bookNow('10:00', { name: 'a'.repeat(101) }),
    );
    expect(longName.json().error.fields).toEqual({
      'contact.name': 'Keep your name to 100 characters or fewer.',
    });
    expect(await context(walker)).toMatchObject({ name: null, mobile: null });
    await expectRefusedAndNothingHeld(walker, longName, '10:00');
  });

  it('When a customer without a name books a repeat, a pass session or a waiting-list offer, then each asks for the name as Book Now does', async () => {
    const walker = await signedInAs(t, 'customer');
    const weeks = [BOOKING_DAY, '2025-06-21'];
    const series = { ...bookNow('10:00'), weeks: 2, dates: weeks };
    const repeat = await walker.post('/api/series', series);
    expect(repeat.json().error.code).toBe('booking/contact-needed');
    expect(await bookingsOf(walker)).toBe(0);

    const onSale = await owner.post('/api/admin/settings/passes', [TEN_HOURS]);
    expect(onSale.statusCode, onSale.body).toBe(200);
    const [type] = (await walker.get('/api/pass-types')).json<PassTypesOnSale>().passTypes;
    const bought = (
      await walker.post('/api/passes', { passTypeId: type?.id })
    ).json<BuyPassResponse>();
    const paid = await walker.post(
      `/api/test-checkout/${bought.checkoutUrl.split('/').pop()}/pay`,
      {
        cardNumber: '4242424242424242',
      },
    );
    expect(paid.statusCode, paid.body).toBe(200);
    const onPass = { ...bookNow('12:00'), minutes: 60, passId: bought.passId };
    const passRefused = await walker.post('/api/bookings', onPass);
    expect(passRefused.json().error.code).toBe('booking/contact-needed');
    expect(await bookingsOf(walker)).toBe(0);

    // A slot frees for the customer waiting for it.
    const holder = await signedInAs(t, 'customer');
    const id = await bookAndPay(holder, slot('14:00'));
    const joined = await walker.post('/api/waitlist', bookNow('14:00'));
    expect(joined.statusCode, joined.body).toBe(201);
    const place = joined.json<JoinWaitlistResponse>().entry;
    await holder.post(`/api/bookings/${id}/cancel`, { expect: 'full-refund' });
    await t.paddock.sweeper.runOnce();
    const offerUrl = `/api/waitlist/${place.id}/book`;
    const offerRefused = await walker.post(offerUrl, { rulesVersion: FIRST_RULES_VERSION });
    expect(offerRefused.json().error.code).toBe('booking/contact-needed');

    const offerBooked = await walker.post(offerUrl, {
      rulesVersion: FIRST_RULES_VERSION,
      contact: { name: 'Sam', mobile: '07700 900123' },
    });
    expect(offerBooked.statusCode, offerBooked.body).toBe(200);
    expect(await context(walker)).toMatchObject({ name: 'Sam', mobile: '07700 900123' });
    const passBooked = await walker.post('/api/bookings', onPass);
    expect(passBooked.statusCode, passBooked.body).toBe(201);
  });

  it('When an account without a name has a booking already (made before names were asked), then it still shows and cancels, and staff book by hand without one', async () => {
    const walker = await signedInAs(t, 'customer');
    const id = await bookAndPay(walker, slot('10:00'));
    await t.database.db.query(
      `update users set contact_name = null, mobile = null where id = (select user_id from bookings where id = $1)`,
      [id],
    );

    expect(await bookingsOf(walker)).toBe(1);
    const cancelled = await walker.post(`/api/bookings/${id}/cancel`, { expect: 'full-refund' });
    expect(cancelled.statusCode, cancelled.body).toBe(200);
    const manual = await owner.post('/api/admin/manual-bookings', {
      date: BOOKING_DAY,
      time: '19:00',
      dogs: 2,
      minutes: 30,
    });
    expect(manual.statusCode, manual.body).toBe(201);
  });
});

describe("the account page's name and mobile", () => {
  let t: TestApp;
  beforeEach(async () => {
    t = await startTestApp();
  });
  afterEach(() => t.close());

  it('When the customer changes their name and mobile on the account page, then they are kept, and the booking page has them', async () => {
    const walker = await signedInAs(t, 'customer');
    const before = await walker.get('/api/account/contact');
    expect(before.json()).toEqual({ name: null, mobile: null, mobileAsk: 'optional' });
    expect(before.headers['cache-control']).toBe('no-store');

    const saved = await walker.post('/api/account/contact', {
      name: ' Sam Jones ',
      mobile: '07700  900123',
    });

    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json<AccountContact>()).toEqual({
      name: 'Sam Jones',
      mobile: '07700 900123',
      mobileAsk: 'optional',
    });
    expect((await walker.get('/api/booking-context')).json<BookingContext>().contact).toEqual(
      saved.json(),
    );
    expect((await walker.post('/api/bookings', slot('10:00'))).statusCode).toBe(201);
  });

  it('When the customer empties the mobile, then it is taken off; when they empty the name or type a bad mobile, then it says why beside each and keeps what they had', async () => {
    const walker = await signedInAs(t, 'customer');
    await walker.post('/api/account/contact', { name: 'Sam', mobile: '07700 900123' });

    const noMobile = await walker.post('/api/account/contact', { name: 'Sam', mobile: '' });
    expect(noMobile.json()).toMatchObject({ name: 'Sam', mobile: null });

    const refused = await walker.post('/api/account/contact', { name: '  ', mobile: 'abc' });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().error).toMatchObject({
      code: 'account/invalid-mobile',
      fields: { name: 'Give your name.', mobile: NOT_A_MOBILE },
    });
    expect((await walker.get('/api/account/contact')).json()).toMatchObject({
      name: 'Sam',
      mobile: null,
    });
  });

  it('When someone not signed in asks for or sends a name and mobile, then they are refused', async () => {
    const stranger = new TestBrowser(t);
    expect((await stranger.get('/api/account/contact')).statusCode).toBe(401);
    const sent = await stranger.post('/api/account/contact', { name: 'Sam', mobile: null });
    expect(sent.statusCode).toBe(401);
  });
});
