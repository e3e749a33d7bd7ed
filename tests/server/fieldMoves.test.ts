import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AvailabilityResponse } from '../../src/contract/bookings';
import type { ParkResponse } from '../../src/contract/park';
import type { FieldSettings, ParkField } from '../../src/contract/parkFields';
import { SEED_FIELD_SALES } from '../../src/domain/fieldSales';
import { BOOKING_DAY, outboxFor, slot } from '../support/bookings';
import { signedInAs, type TestBrowser, uniqueEmail } from '../support/browser';
import { startTestApp, type TestApp } from '../support/testApp';
import { bookAndPay } from '../support/testCheckoutPay';
import { testDatabaseKind } from '../support/testDatabase';

const OPEN_ALL_WEEK = {
  weekly: Array.from({ length: 7 }, () => ({ opens: '06:00', closes: '22:00' })),
  seasons: [],
};

/** A field selling what the seed's does, at `pence` for an hour whatever the dogs. */
function fieldAt(name: string, first: ParkField, hourPence: number | null): FieldSettings {
  return {
    name,
    description: '',
    size: '',
    sales: {
      ...SEED_FIELD_SALES,
      bands: [...SEED_FIELD_SALES.bands],
      lengths: [...SEED_FIELD_SALES.lengths],
      prices: first.prices.map((price) =>
        hourPence !== null && price.minutes === 60 ? { ...price, pence: hourPence } : price,
      ),
    },
    hours: OPEN_ALL_WEEK,
    handoverMinutes: 0,
  };
}

describe(`moving a booking to another field, on ${testDatabaseKind()}`, () => {
  let t: TestApp;
  let owner: TestBrowser;
  let first: ParkField;
  let twin: ParkField;
  let cheaper: ParkField;

  async function add(settings: FieldSettings): Promise<ParkField> {
    const added = await owner.post('/api/admin/fields', settings);
    expect(added.statusCode, added.body).toBe(201);
    return added.json<{ field: ParkField }>().field;
  }

  beforeAll(async () => {
    t = await startTestApp({ now: '2025-05-01T09:00:00+01:00' });
    owner = await signedInAs(t, 'super-admin');
    first = (await owner.get('/api/park')).json<ParkResponse>().park.fields[0] as ParkField;
    twin = await add(fieldAt('Twin meadow', first, null));
    cheaper = await add(fieldAt('Puppy paddock', first, 900));
  });
  afterAll(() => t.close());

  const fieldOfBooking = async (id: number) => {
    const [row] = await t.database.db.query<{ field_id: string | number; local_time: string }>(
      'select field_id, local_time from bookings where id = $1',
      [id],
    );
    return { fieldId: Number(row?.field_id), time: row?.local_time };
  };

  it('When a paid booking moves to another field at the same price, then it is on that field, the first is free and the e-mail names the new one', async () => {
    const email = uniqueEmail('mover');
    const customer = await signedInAs(t, 'customer', email);
    const id = await bookAndPay(customer, { ...slot('10:00', 60), fieldId: first.id });

    const moved = await customer.post(`/api/bookings/${id}/move`, {
      date: BOOKING_DAY,
      time: '10:00',
      fieldId: twin.id,
    });
    expect(moved.statusCode, moved.body).toBe(200);
    expect(await fieldOfBooking(id)).toEqual({ fieldId: twin.id, time: '10:00' });
    const month = async (field: ParkField) =>
      (
        await customer.get(`/api/availability?month=2025-06&field=${field.id}`)
      ).json<AvailabilityResponse>().busy;
    expect(await month(first)).not.toContainEqual(expect.objectContaining({ start: '10:00' }));
    expect(await month(twin)).toContainEqual({ date: BOOKING_DAY, start: '10:00', end: '11:00' });
    const mail = (await outboxFor(t, email)).find(
      (m) => m.dedupe_key === `booking-moved:${id}:customer-1`,
    );
    expect(mail?.text).toContain('Field: Twin meadow');
  });

  it('When a paid booking would move to a field charging another price, then it is refused and stays where it was', async () => {
    const customer = await signedInAs(t, 'customer');
    const id = await bookAndPay(customer, { ...slot('12:00', 60), fieldId: first.id });

    const refused = await customer.post(`/api/bookings/${id}/move`, {
      date: BOOKING_DAY,
      time: '13:00',
      fieldId: cheaper.id,
    });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().error.message).toBe(
      "Puppy paddock charges a different price for this session, so the booking can't move there.",
    );
    expect(await fieldOfBooking(id)).toEqual({ fieldId: first.id, time: '12:00' });
    // Its own field at its own time is no move at all; the same time on another field is.
    const same = await customer.post(`/api/bookings/${id}/move`, {
      date: BOOKING_DAY,
      time: '12:00',
    });
    expect(same.json().error.code).toBe('booking/same-slot');
  });
});
