import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { MyBookingsResponse } from '../../src/contract/bookings';
import type { ParkField } from '../../src/contract/parkFields';
import type { BuyPassResponse, PassTypesOnSale } from '../../src/contract/passes';
import { BOOKING_DAY, slot } from '../support/bookings';
import { signedInAs, type TestBrowser } from '../support/browser';
import { TEN_HOURS } from '../support/passTypes';
import { addPuppyPaddock, PUPPY_PADDOCK } from '../support/secondField';
import { secondInstance } from '../support/secondInstance';
import { startTestApp, type TestApp } from '../support/testApp';
import { bookAndPay } from '../support/testCheckoutPay';
import { testDatabaseKind } from '../support/testDatabase';

// Decision 140: a booking checks its field (closed to new bookings, lengths, prices, hours)
// against the settings as the database has them inside its own transaction. Each instance keeps
// the settings in memory and checks their version at most once a minute here, as a busy
// instance between its checks: a change it has not heard of must still decide the booking.

/** Long enough that no test here sees the memory check the settings version again by itself. */
const A_MINUTE = 60_000;

async function payOnTestCheckout(who: TestBrowser, checkoutUrl: string): Promise<void> {
  const paid = await who.post(`/api/test-checkout/${checkoutUrl.split('/').pop()}/pay`, {
    cardNumber: '4242424242424242',
  });
  expect(paid.statusCode, paid.body).toBe(200);
}

async function checkoutAmount(t: TestApp, checkoutUrl: string): Promise<number | undefined> {
  const [row] = await t.database.db.query<{ amount_pence: number }>(
    'select amount_pence from test_checkouts where reference = $1',
    [checkoutUrl.split('/').pop()],
  );
  return row?.amount_pence;
}

async function heldOn(t: TestApp, field: ParkField): Promise<number> {
  const [row] = await t.database.db.query<{ n: number }>(
    'select count(*)::int as n from bookings where field_id = $1 and local_date = $2',
    [field.id, BOOKING_DAY],
  );
  return row?.n ?? 0;
}

describe(`a booking checks its field inside its own transaction, on ${testDatabaseKind()}`, () => {
  let t: TestApp;
  let owner: TestBrowser;
  let puppy: ParkField;
  /** A second instance, when a test starts one. */
  let b: TestApp | null = null;
  beforeEach(async () => {
    t = await startTestApp({ settingsCheckMs: A_MINUTE });
    owner = await signedInAs(t, 'super-admin');
    ({ puppy } = await addPuppyPaddock(owner));
  });
  afterEach(async () => {
    await b?.close();
    b = null;
    await t.close();
  });

  const onPuppy = (time: string, minutes: 30 | 60 = 60) => ({
    ...slot(time, minutes),
    fieldId: puppy.id,
  });

  /**
   * Changes the field's settings as another instance or a second writer would: the customer's
   * page has just shown the field's month (this instance read the settings for it), and this
   * instance is not told.
   */
  async function behindItsBack(
    who: TestBrowser,
    sql: string,
    params: readonly unknown[],
  ): Promise<void> {
    const month = await who.get(`/api/availability?month=2025-06&fieldId=${puppy.id}`);
    expect(month.statusCode, month.body).toBe(200);
    await t.database.db.query(sql, params);
  }
  const closeToNewBookings = (who: TestBrowser) =>
    behindItsBack(who, 'update fields set retired_at = now() where id = $1', [puppy.id]);

  it('When the field is closed to new bookings behind the instance’s memory, then Book Now on it at once is refused, and nothing is held', async () => {
    const walker = await signedInAs(t, 'customer');
    await closeToNewBookings(walker);
    const refused = await walker.post('/api/bookings', onPuppy('10:00'));
    expect(refused.statusCode, refused.body).toBe(400);
    expect(refused.json().error).toMatchObject({
      code: 'booking/not-bookable',
      message: 'That field is closed to new bookings.',
    });
    expect(await heldOn(t, puppy)).toBe(0);
  });

  it('When the field stops selling a length or changes a price behind the instance’s memory, then Book Now is refused in the rules’ words, or held at the new price', async () => {
    const walker = await signedInAs(t, 'customer');
    await behindItsBack(walker, `update fields set lengths = '{60}' where id = $1`, [puppy.id]);
    const refused = await walker.post('/api/bookings', onPuppy('10:00', 30));
    expect(refused.statusCode, refused.body).toBe(400);
    expect(refused.json().error).toMatchObject({ message: 'Sessions are 1 hour.' });

    await behindItsBack(
      walker,
      `update field_prices set pence = 650 where field_id = $1 and dogs = '1-4' and minutes = 60`,
      [puppy.id],
    );
    const held = await walker.post('/api/bookings', onPuppy('11:00'));
    expect(held.statusCode, held.body).toBe(201);
    expect(await checkoutAmount(t, held.json().checkoutUrl)).toBe(650);
  });

  it('When the field is closed to new bookings behind the instance’s memory, then a weekly series, a pass booking and a staff booking on it are refused', async () => {
    const saved = await owner.post('/api/admin/settings/passes', [
      { ...TEN_HOURS, fieldIds: [puppy.id] },
    ]);
    expect(saved.statusCode, saved.body).toBe(200);
    const walker = await signedInAs(t, 'customer');
    const [type] = (await walker.get('/api/pass-types')).json<PassTypesOnSale>().passTypes;
    const bought = await walker.post('/api/passes', { passTypeId: type?.id });
    expect(bought.statusCode, bought.body).toBe(201);
    const { passId, checkoutUrl } = bought.json<BuyPassResponse>();
    await payOnTestCheckout(walker, checkoutUrl);

    await closeToNewBookings(walker);
    const closed = {
      code: 'booking/not-bookable',
      message: 'That field is closed to new bookings.',
    };
    const series = await walker.post('/api/series', {
      ...onPuppy('10:00'),
      weeks: 2,
      dates: [BOOKING_DAY, '2025-06-21'],
    });
    expect(series.json().error).toMatchObject(closed);
    const onPass = await walker.post('/api/bookings', { ...onPuppy('12:00'), passId });
    expect(onPass.json().error).toMatchObject(closed);
    const manual = await owner.post('/api/admin/manual-bookings', {
      date: BOOKING_DAY,
      time: '14:00',
      dogs: 2,
      minutes: 60,
      fieldId: puppy.id,
    });
    expect(manual.json().error).toMatchObject({ message: 'That field is closed to new bookings.' });
    expect(await heldOn(t, puppy)).toBe(0);
  });

  it('When the field’s hours are cut behind the instance’s memory, then neither the customer nor staff can move a booking outside them', async () => {
    const walker = await signedInAs(t, 'customer');
    const id = await bookAndPay(walker, onPuppy('09:00'));
    await behindItsBack(walker, `update field_hours set closes = '12:00' where field_id = $1`, [
      puppy.id,
    ]);
    const moved = await walker.post(`/api/bookings/${id}/move`, {
      date: BOOKING_DAY,
      time: '15:00',
    });
    expect(moved.json().error).toMatchObject({
      code: 'booking/not-bookable',
      message: 'The field is open 08:00 to 12:00 that day.',
    });
    const byStaff = await owner.post(`/api/admin/bookings/${id}/time`, { time: '16:00' });
    expect(byStaff.json().error).toMatchObject({
      code: 'admin/time-slot',
      message: 'That time is outside opening hours (08:00 to 12:00).',
    });
    const mine = (await walker.get('/api/my-bookings')).json<MyBookingsResponse>();
    expect(mine.upcoming).toEqual([expect.objectContaining({ id, time: '09:00' })]);
  });

  // Skipped on PGlite: its data folder is locked to one process (decision 024), so a second
  // instance on the same embedded database cannot exist.
  describe.skipIf(testDatabaseKind() !== 'postgres')(
    'two instances (PostgreSQL: the embedded database has one instance by design)',
    () => {
      /** A customer on a second instance, whose booking page has shown the field's month. */
      async function onB(): Promise<TestBrowser> {
        b = await secondInstance(t, { settingsCheckMs: A_MINUTE });
        const walker = await signedInAs(b, 'customer');
        // The booking page on B shows the field's month: B reads the settings as they are.
        const month = await walker.get(`/api/availability?month=2025-06&fieldId=${puppy.id}`);
        expect(month.statusCode, month.body).toBe(200);
        return walker;
      }

      it('When one instance closes a field to new bookings, then Book Now on the other at once is refused', async () => {
        const walker = await onB();
        const closed = await owner.post(`/api/admin/fields/${puppy.id}/retired`, {
          retired: true,
        });
        expect(closed.statusCode, closed.body).toBe(200);
        const refused = await walker.post('/api/bookings', onPuppy('10:00'));
        expect(refused.json().error).toMatchObject({
          code: 'booking/not-bookable',
          message: 'That field is closed to new bookings.',
        });
        expect(await heldOn(t, puppy)).toBe(0);
      });

      it('When one instance stops selling a length and changes a price, then Book Now on the other at once is refused for the length and held at the new price', async () => {
        const walker = await onB();
        const changed = await owner.post(`/api/admin/fields/${puppy.id}`, {
          ...PUPPY_PADDOCK,
          sales: {
            ...PUPPY_PADDOCK.sales,
            lengths: [60],
            prices: ['1-4', '5-6', '7-8'].map((band) => ({
              band,
              minutes: 60,
              pence: 650,
              weekendPence: null,
            })),
          },
        });
        expect(changed.statusCode, changed.body).toBe(200);
        const refused = await walker.post('/api/bookings', onPuppy('10:00', 30));
        expect(refused.json().error).toMatchObject({ message: 'Sessions are 1 hour.' });
        const held = await walker.post('/api/bookings', onPuppy('11:00'));
        expect(held.statusCode, held.body).toBe(201);
        expect(await checkoutAmount(t, held.json().checkoutUrl)).toBe(650);
      });
    },
  );
});
