import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type {
  AdminWaitlists,
  JoinWaitlistResponse,
  MyWaitlist,
  WaitlistEntry,
} from '../../src/contract/waitlist';
import { offerFreedSlots } from '../../src/server/waitlist/offers';
import {
  BOOKING_DAY,
  bookingRow,
  FIRST_RULES_VERSION,
  outboxFor,
  slot,
  TEST_CONTACT,
} from '../support/bookings';
import { GOOD_PASSWORD, signedInAs, type TestBrowser, uniqueEmail } from '../support/browser';
import { startTestApp, type TestApp } from '../support/testApp';
import { bookAndPay } from '../support/testCheckoutPay';

// The tests' clock starts on 1 May 2025, 09:00 in London; BOOKING_DAY is Saturday 14 June.
const MINUTE = 60_000;

describe('waiting lists for taken slots', () => {
  let t: TestApp;
  beforeEach(async () => {
    t = await startTestApp();
  });
  afterEach(() => t.close());

  interface Customer {
    email: string;
    browser: TestBrowser;
  }
  const customer = async (label: string): Promise<Customer> => {
    const email = uniqueEmail(label);
    return { email, browser: await signedInAs(t, 'customer', email) };
  };

  const join = async (who: Customer, body: object) => {
    const response = await who.browser.post('/api/waitlist', body);
    return { status: response.statusCode, body: response.json() };
  };
  /** Joins, and answers the place: a minute after the last, so the line has an order. */
  const joined = async (who: Customer, time: string, more: object = {}): Promise<WaitlistEntry> => {
    t.clock.advance(MINUTE);
    const answer = await join(who, { ...slot(time), ...more });
    expect(answer.status, JSON.stringify(answer.body)).toBe(201);
    return (answer.body as JoinWaitlistResponse).entry;
  };
  const placeOf = async (who: Customer, id: number) => {
    const response = await who.browser.get(`/api/waitlist/${id}`);
    expect(response.statusCode, response.body).toBe(200);
    return response.json<WaitlistEntry>();
  };
  const offersTo = async (who: Customer) =>
    (await outboxFor(t, who.email)).filter((m) =>
      m.dedupe_key.startsWith('booking-waitlist-offer:'),
    );
  const sweep = () => t.paddock.sweeper.runOnce();
  /** Moves the clock; weeks on, sessions have ended, so each customer signs in again. */
  const travelTo = async (instant: string, ...who: Customer[]) => {
    t.clock.set(instant);
    for (const { browser, email } of who) {
      await browser.post('/api/auth/sign-in', { email, password: GOOD_PASSWORD });
    }
  };
  const cancel = async (who: Customer, id: number) => {
    const cancelled = await who.browser.post(`/api/bookings/${id}/cancel`, {
      expect: 'full-refund',
    });
    expect(cancelled.statusCode, cancelled.body).toBe(200);
  };

  it('When a cancelled slot has two people waiting, then it is held for the first, then offered to the second once the first’s 15 minutes pass', async () => {
    const [a, b, c, d] = await Promise.all(['a', 'b', 'c', 'd'].map(customer));
    if (!a || !b || !c || !d) throw new Error('four customers');
    const id = await bookAndPay(a.browser, slot('10:00'));
    const first = await joined(b, '10:00');
    const second = await joined(c, '10:00');
    expect(first.status).toBe('waiting');

    await cancel(a, id);
    await sweep();

    const [offer] = await offersTo(b);
    expect(offer?.subject).toBe(
      'The slot you were waiting for has come up: 14th of June 2025, 10:00 to 10:30',
    );
    expect(offer?.text).toContain('We are holding it for you until 09:17.');
    expect(offer?.text).toContain('Price: £6.50');
    expect(offer?.text).toContain(`${t.config.publicUrl}/waitlist/offer/${first.id}`);
    expect(await offersTo(c)).toEqual([]);
    const held = await placeOf(b, first.id);
    expect(held).toMatchObject({ status: 'offered', offer: { pricePence: 650 } });
    expect(held.offer?.heldUntil).toBe('2025-05-01T08:17:00.000Z');
    // Held for B: nobody else can book it meanwhile.
    const taken = await d.browser.post('/api/bookings', slot('10:00'));
    expect(taken.statusCode).toBe(409);
    expect(taken.json().error.code).toBe('booking/slot-taken');

    t.clock.advance(15 * MINUTE);
    await sweep();

    expect((await placeOf(b, first.id)).status).toBe('missed');
    expect(await offersTo(c)).toHaveLength(1);
    expect((await placeOf(c, second.id)).status).toBe('offered');
    const late = await b.browser.post(`/api/waitlist/${first.id}/book`, {});
    expect(late.statusCode).toBe(410);
    expect(late.json().error.code).toBe('waitlist/offer-lapsed');
  });

  it('When the one offered books and pays, then the booking is confirmed and their place reads booked', async () => {
    const [a, b] = await Promise.all([customer('a'), customer('b')]);
    const id = await bookAndPay(a.browser, slot('11:00', 60, '5-6'));
    const place = await joined(b, '11:00', { minutes: 60, dogs: '5-6' });
    await cancel(a, id);
    await sweep();

    // A first booking: the site rules are ticked on the offer page as on the booking page.
    const unticked = await b.browser.post(`/api/waitlist/${place.id}/book`, {});
    expect(unticked.json()).toMatchObject({ error: { code: 'booking/rules-not-accepted' } });
    const booked = await b.browser.post(`/api/waitlist/${place.id}/book`, {
      rulesVersion: FIRST_RULES_VERSION,
      contact: TEST_CONTACT,
    });
    expect(booked.statusCode, booked.body).toBe(200);
    const { checkoutUrl } = booked.json<{ checkoutUrl: string }>();
    // Pressed again (or back from the checkout unpaid): the same checkout, not a second one.
    const again = await b.browser.post(`/api/waitlist/${place.id}/book`, {});
    expect(again.json()).toEqual({ checkoutUrl });
    const offered = await placeOf(b, place.id);
    // The hold now lasts the checkout's 30 minutes.
    expect(offered.offer?.heldUntil).toBe(
      new Date(t.clock.now().getTime() + 30 * MINUTE).toISOString(),
    );

    const paid = await b.browser.post(`/api/test-checkout/${checkoutUrl.split('/').pop()}/pay`, {
      cardNumber: '4242424242424242',
    });
    expect(paid.statusCode, paid.body).toBe(200);
    const bookingId = offered.offer?.bookingId ?? 0;
    expect(await bookingRow(t, bookingId)).toMatchObject({ status: 'complete', price_pence: 1500 });
    expect((await placeOf(b, place.id)).status).toBe('booked');
    const mail = await outboxFor(t, b.email);
    expect(mail.map((m) => m.dedupe_key)).toContain(`booking-confirmation:${bookingId}`);
    expect(((await b.browser.get('/api/waitlist')).json() as MyWaitlist).entries).toEqual([]);
  });

  it('When someone asks to wait for a slot, then only a taken slot to come that Book Now sells is waited for, once, and never their own', async () => {
    const [a, b] = await Promise.all([customer('a'), customer('b')]);
    await bookAndPay(a.browser, slot('12:00'));
    const refusals = [
      [slot('13:00'), 409, 'waitlist/slot-free'],
      [{ ...slot('10:00'), date: '2025-04-30' }, 409, 'waitlist/slot-started'],
      // The seed's closed days run to 9 May.
      [{ ...slot('10:00'), date: '2025-05-05' }, 400, 'waitlist/park-closed'],
      [slot('22:00'), 400, 'waitlist/not-a-slot'],
      [{ ...slot('10:00'), date: '2026-06-13' }, 400, 'waitlist/not-a-slot'],
      [{ ...slot('12:00'), dogs: '9-10' }, 400, 'request/invalid'],
    ] as const;
    for (const [body, status, code] of refusals) {
      const answer = await join(b, body);
      expect([answer.status, answer.body.error?.code], JSON.stringify(body)).toEqual([
        status,
        code,
      ]);
    }
    const own = await join(a, slot('12:00'));
    expect([own.status, own.body.error?.code]).toEqual([409, 'waitlist/your-booking']);
    // The hour that takes in the booked half-hour is taken too.
    const first = await join(b, { ...slot('12:00', 60), shortNotice: true });
    expect(first.status).toBe(201);
    const twice = await join(b, slot('12:00', 60));
    expect(twice.status).toBe(200);
    expect(twice.body).toEqual({ entry: first.body.entry, alreadyOnList: true });
    expect(first.body.entry).toMatchObject({
      date: BOOKING_DAY,
      time: '12:00',
      endTime: '13:00',
      minutes: 60,
      dogs: '1-4',
      shortNotice: true,
      status: 'waiting',
      offer: null,
    });
  });

  it('When a customer is on ten lists, then an eleventh is refused until they leave one', async () => {
    const [owner, b] = await Promise.all([customer('owner'), customer('b')]);
    const times = ['06:00', '06:30', '07:00', '07:30', '08:00', '08:30'];
    // Two unpaid holds at a time each: six paid bookings take six slots of two days.
    for (const day of [BOOKING_DAY, '2025-06-15']) {
      for (const time of times) await bookAndPay(owner.browser, { ...slot(time), date: day });
    }
    const places: WaitlistEntry[] = [];
    for (const day of [BOOKING_DAY, '2025-06-15']) {
      for (const time of times.slice(0, 5)) {
        const answer = await join(b, { ...slot(time), date: day });
        places.push((answer.body as JoinWaitlistResponse).entry);
      }
    }
    const eleventh = await join(b, { ...slot('08:30'), date: BOOKING_DAY });
    expect([eleventh.status, eleventh.body.error?.code]).toEqual([409, 'waitlist/too-many']);
    const left = await b.browser.post(`/api/waitlist/${places[0]?.id}/leave`, {});
    expect(left.json<MyWaitlist>().entries).toHaveLength(9);
    expect((await join(b, { ...slot('08:30'), date: BOOKING_DAY })).status).toBe(201);
  });

  it('When a slot frees within the cancellation cut-off, then only someone who chose short notice is offered it, and places whose slot has started end', async () => {
    const [a, b, c] = await Promise.all([customer('a'), customer('b'), customer('c')]);
    const id = await bookAndPay(a.browser, slot('18:00'));
    const plain = await joined(b, '18:00');
    const hurried = await joined(c, '18:00', { shortNotice: true });
    // 08:00 on the day: ten hours before the start, inside the 12-hour cut-off.
    await travelTo('2025-06-14T08:00:00+01:00', a, b, c);
    const cancelled = await a.browser.post(`/api/bookings/${id}/cancel`, { expect: 'no-refund' });
    expect(cancelled.statusCode, cancelled.body).toBe(200);
    await sweep();

    expect(await offersTo(b)).toEqual([]);
    expect((await placeOf(c, hurried.id)).status).toBe('offered');
    expect((await placeOf(b, plain.id)).status).toBe('waiting');

    await travelTo('2025-06-14T18:00:00+01:00', b, c);
    await sweep();
    expect((await placeOf(b, plain.id)).status).toBe('ended');
    expect((await placeOf(c, hurried.id)).status).toBe('missed');
  });

  it('When someone leaves a list while holding its offer, then the hold ends at once and the next in line is offered the slot', async () => {
    const [a, b, c] = await Promise.all([customer('a'), customer('b'), customer('c')]);
    const id = await bookAndPay(a.browser, slot('14:00'));
    const first = await joined(b, '14:00');
    const second = await joined(c, '14:00');
    await cancel(a, id);
    await sweep();
    const offered = await placeOf(b, first.id);
    expect(offered.status).toBe('offered');

    const left = await b.browser.post(`/api/waitlist/${first.id}/leave`, {});
    expect(left.statusCode, left.body).toBe(200);
    expect(left.json<MyWaitlist>().entries).toEqual([]);
    expect((await bookingRow(t, offered.offer?.bookingId ?? 0))?.status).toBe('expired');
    expect((await placeOf(b, first.id)).status).toBe('left');
    // Leaving again changes nothing.
    expect((await b.browser.post(`/api/waitlist/${first.id}/leave`, {})).statusCode).toBe(200);

    await sweep();
    expect((await placeOf(c, second.id)).status).toBe('offered');
    const mine = (await c.browser.get('/api/waitlist')).json<MyWaitlist>();
    expect(mine.entries.map((entry) => [entry.id, entry.status])).toEqual([[second.id, 'offered']]);
  });

  it('When a stranger tries the number of someone else’s place, then every waiting-list address answers as for one that does not exist', async () => {
    const [a, b, stranger] = await Promise.all([customer('a'), customer('b'), customer('x')]);
    await bookAndPay(a.browser, slot('15:00'));
    const place = await joined(b, '15:00');
    for (const id of [place.id, place.id + 1_000]) {
      for (const [method, url] of [
        ['GET', `/api/waitlist/${id}`],
        ['POST', `/api/waitlist/${id}/book`],
        ['POST', `/api/waitlist/${id}/leave`],
      ] as const) {
        const response = await stranger.browser.request(
          method,
          url,
          method === 'POST' ? {} : undefined,
        );
        expect([url, response.statusCode, response.json().error.code]).toEqual([
          url,
          404,
          'waitlist/not-found',
        ]);
      }
    }
    expect((await placeOf(b, place.id)).status).toBe('waiting');
  });

  it('When two instances offer freed slots at the same moment, then the slot is held once, for the first in line', async () => {
    const [a, b, c] = await Promise.all([customer('a'), customer('b'), customer('c')]);
    const id = await bookAndPay(a.browser, slot('16:00'));
    const first = await joined(b, '16:00');
    await joined(c, '16:00');
    await cancel(a, id);
    const lifecycle = t.paddock.context;
    const runs = await Promise.all([offerFreedSlots(lifecycle), offerFreedSlots(lifecycle)]);
    expect(runs.reduce((sum, n) => sum + n, 0)).toBe(1);
    const holds = await t.database.db.query(
      `select user_id from bookings where local_date = $1 and local_time = '16:00' and status = 'pending'`,
      [BOOKING_DAY],
    );
    expect(holds).toHaveLength(1);
    expect((await placeOf(b, first.id)).status).toBe('offered');
    expect(await offersTo(b)).toHaveLength(1);
    expect(await offersTo(c)).toEqual([]);
  });

  it('When staff open the waiting lists, then they see who waits for which slot, since when, and who holds an offer until when', async () => {
    const [a, b, c] = await Promise.all([customer('a'), customer('b'), customer('c')]);
    const owner = await signedInAs(t, 'admin');
    const id = await bookAndPay(a.browser, slot('17:00'));
    await joined(b, '17:00', { shortNotice: true });
    await joined(c, '17:00');
    await cancel(a, id);
    await sweep();

    const lists = (await owner.get('/api/admin/waitlists')).json<AdminWaitlists>();
    expect(lists.total).toBe(2);
    expect(
      lists.rows.map((row) => [row.email, row.time, row.status, row.shortNotice, !!row.heldUntil]),
    ).toEqual([
      [b.email, '17:00', 'offered', true, true],
      [c.email, '17:00', 'waiting', false, false],
    ]);
    expect((await b.browser.get('/api/admin/waitlists')).statusCode).toBe(403);
  });

  it('When a place ended 90 days ago, then the retention sweep removes it, and keeps one that ended since', async () => {
    const [a, b] = await Promise.all([customer('a'), customer('b')]);
    await bookAndPay(a.browser, slot('10:00'));
    await bookAndPay(a.browser, slot('11:00'));
    const left = await joined(b, '10:00');
    const kept = await joined(b, '11:00');
    await b.browser.post(`/api/waitlist/${left.id}/leave`, {});
    const stillThere = async () =>
      (
        await t.database.db.query<{ id: number; status: string }>(
          'select id, status from waitlist where id = any($1::bigint[]) order by id',
          [[left.id, kept.id]],
        )
      ).map((row) => [row.id, row.status]);

    t.clock.advance(90 * 24 * 60 * MINUTE - MINUTE);
    await sweep();
    expect(await stillThere()).toEqual([
      [left.id, 'left'],
      [kept.id, 'ended'],
    ]);
    t.clock.advance(MINUTE);
    await sweep();
    expect(await stillThere()).toEqual([[kept.id, 'ended']]);
  });

  it('When the owner sets the offer time to 20 minutes, then Activity shows it and the next offer holds the slot 20 minutes; 4 is refused', async () => {
    const owner = await signedInAs(t, 'super-admin');
    const { bookingRules } = (await owner.get('/api/admin/settings')).json();
    expect(bookingRules.waitlistOfferMinutes).toBe(15);
    const tooShort = await owner.post('/api/admin/settings/booking-rules', {
      ...bookingRules,
      waitlistOfferMinutes: 4,
    });
    expect(tooShort.json().error.fields).toEqual({
      waitlistOfferMinutes: 'The waiting-list offer is a whole number from 5 to 120.',
    });
    const saved = await owner.post('/api/admin/settings/booking-rules', {
      ...bookingRules,
      waitlistOfferMinutes: 20,
    });
    expect(saved.statusCode, saved.body).toBe(200);
    const [entry] = (await owner.get('/api/admin/activity?page=1')).json().rows;
    expect(entry).toMatchObject({
      action: 'settings: booking-rules',
      details: 'waitlistOfferMinutes: 15 → 20',
    });

    const [a, b] = await Promise.all([customer('a'), customer('b')]);
    const id = await bookAndPay(a.browser, slot('19:00'));
    const place = await joined(b, '19:00');
    await cancel(a, id);
    await sweep();
    expect((await placeOf(b, place.id)).offer?.heldUntil).toBe(
      new Date(t.clock.now().getTime() + 20 * MINUTE).toISOString(),
    );
  });
});
