import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AvailabilityResponse } from '../../src/contract/bookings';
import type { ParkResponse } from '../../src/contract/park';
import type { FieldSettings, ParkField } from '../../src/contract/parkFields';
import type { BuyPassResponse, PassTypesOnSale } from '../../src/contract/passes';
import { AGILITY_SALES } from '../../src/domain/testing/exampleFields';
import {
  BOOKING_DAY,
  bookingRow,
  FIRST_RULES_VERSION,
  outboxFor,
  slot,
  TEST_CONTACT,
} from '../support/bookings';
import { signedInAs, type TestBrowser, uniqueEmail } from '../support/browser';
import { TEN_HOURS } from '../support/passTypes';
import { PUPPY_PADDOCK as PUPPY_PADDOCK_SHORTER_HOURS } from '../support/secondField';
import { startTestApp, type TestApp } from '../support/testApp';
import { bookAndPay } from '../support/testCheckoutPay';
import { testDatabaseKind } from '../support/testDatabase';

const OPEN_ALL_WEEK = {
  weekly: Array.from({ length: 7 }, () => ({ opens: '06:00', closes: '22:00' })),
  seasons: [],
};

/** A second field selling what the seed's does, open as long as the first. */
const PUPPY_PADDOCK: FieldSettings = { ...PUPPY_PADDOCK_SHORTER_HOURS, hours: OPEN_ALL_WEEK };

/** 45-minute and 2-hour sessions, a "1-2 dogs" band, dearer at weekends. */
const AGILITY: FieldSettings = {
  name: 'Agility paddock',
  description: 'Jumps, tunnels and weaves',
  size: 'One acre',
  sales: {
    ...AGILITY_SALES,
    lengths: [...AGILITY_SALES.lengths],
    bands: [...AGILITY_SALES.bands],
    prices: [...AGILITY_SALES.prices],
  },
  hours: OPEN_ALL_WEEK,
  handoverMinutes: 0,
};

describe(`a park of several fields, on ${testDatabaseKind()}`, () => {
  let t: TestApp;
  let owner: TestBrowser;
  let puppy: ParkField;
  let agility: ParkField;
  let first: ParkField;
  beforeAll(async () => {
    t = await startTestApp({ now: '2025-05-01T09:00:00+01:00' });
    owner = await signedInAs(t, 'super-admin');
    const addedPuppy = await owner.post('/api/admin/fields', PUPPY_PADDOCK);
    expect(addedPuppy.statusCode, addedPuppy.body).toBe(201);
    puppy = addedPuppy.json<{ field: ParkField }>().field;
    const addedAgility = await owner.post('/api/admin/fields', AGILITY);
    expect(addedAgility.statusCode, addedAgility.body).toBe(201);
    agility = addedAgility.json<{ field: ParkField }>().field;
    const { park } = (await owner.get('/api/park')).json<ParkResponse>();
    first = park.fields[0] as ParkField;
  });
  afterAll(() => t.close());

  /** A customer may hold only so much unpaid: each booking here is a new customer's. */
  const walker = () => signedInAs(t, 'customer');
  const on = (field: ParkField, time: string, minutes: 30 | 60 = 60) => ({
    ...slot(time, minutes),
    fieldId: field.id,
  });

  it('When the owner adds fields, then the park lists them after the seed’s field, with what each sells', async () => {
    const { park } = (await owner.get('/api/park')).json<ParkResponse>();
    expect(park.fields.map((field) => field.name)).toEqual([
      'Main field',
      'Puppy paddock',
      'Agility paddock',
    ]);
    expect(park.fields[0]).toMatchObject({ lengths: [30, 60], maxDogs: 8, retired: false });
    expect(park.fields[2]).toMatchObject({
      description: 'Jumps, tunnels and weaves',
      size: 'One acre',
      lengths: [45, 120],
      startStepMinutes: 15,
      bands: AGILITY.sales.bands,
    });
    // The park's own values are still the seed's field's, as a park of one field shows them.
    expect(park.slots.steps).toEqual([30, 60]);
    expect(park.prices).toHaveLength(6);
  });

  it('When two customers race for 10:00 on 14 June on two different fields, then both get it', async () => {
    const [a, b] = await Promise.all([
      (await walker()).post('/api/bookings', on(first, '10:00')),
      (await walker()).post('/api/bookings', on(puppy, '10:00')),
    ]);
    expect([a?.statusCode, b?.statusCode]).toEqual([201, 201]);
    const rows = await t.database.db.query<{ field_id: string | number }>(
      `select field_id from bookings where local_date = $1 and local_time = '10:00'
          and status = 'pending' order by field_id`,
      [BOOKING_DAY],
    );
    expect(rows.map((row) => Number(row.field_id))).toEqual([first.id, puppy.id]);
  });

  it('When 100 race for 11:00 on one field, then exactly one holds it, and the other field’s 11:00 stays free', async () => {
    const racers = await Promise.all(Array.from({ length: 20 }, walker));
    const responses = await Promise.all(
      Array.from({ length: 100 }, (_, i) =>
        (racers[i % racers.length] as TestBrowser).post('/api/bookings', on(puppy, '11:00')),
      ),
    );
    const statuses = responses.map((response) => response.statusCode);
    expect(statuses.filter((status) => status === 201)).toHaveLength(1);
    expect(
      statuses.filter((status) => status === 409),
      JSON.stringify(responses.filter((r) => r.statusCode !== 409).map((r) => r.body)),
    ).toHaveLength(99);
    const [held] = await t.database.db.query<{ n: number }>(
      `select count(*)::int as n from bookings
        where local_date = $1 and local_time = '11:00' and status = 'pending'`,
      [BOOKING_DAY],
    );
    expect(held?.n).toBe(1);
    expect((await (await walker()).post('/api/bookings', on(first, '11:00'))).statusCode).toBe(201);
  });

  it('When a month is asked for a field, then availability shows that field’s held times only', async () => {
    await bookAndPay(await walker(), on(puppy, '15:00'));
    const looker = await walker();
    const month = async (field: ParkField) =>
      (
        await looker.get(`/api/availability?month=2025-06&field=${field.id}`)
      ).json<AvailabilityResponse>();
    const starts = (answer: AvailabilityResponse) =>
      answer.busy.filter((held) => held.date === BOOKING_DAY).map((held) => held.start);
    expect(starts(await month(puppy))).toContain('15:00');
    expect(starts(await month(first))).not.toContain('15:00');
    const unnamed = (
      await looker.get('/api/availability?month=2025-06')
    ).json<AvailabilityResponse>();
    expect(starts(unnamed)).toEqual(starts(await month(first)));
    const missing = await looker.get('/api/availability?month=2025-06&field=999');
    expect(missing.statusCode).toBe(400);
  });

  it('When a field sells 45 minutes and 2 hours for 1-2 or 3-4 dogs, then it prices and books them, dearer at the weekend', async () => {
    const booker = await walker();
    const saturday = await booker.post('/api/bookings', {
      ...on(agility, '09:15'),
      minutes: 45,
      dogs: '1-2',
    });
    expect(saturday.statusCode, saturday.body).toBe(201);
    expect(await bookingRow(t, saturday.json().bookingId)).toMatchObject({
      list_price_pence: 1100,
    });
    // The checkout names the field, as the park has more than one.
    const reference = saturday.json().checkoutUrl.split('/').pop();
    const checkout = await booker.get(`/api/test-checkout/${reference}`);
    expect(checkout.json().items).toEqual([
      {
        description: 'Agility paddock: 45 minutes, 1-2 dogs, 14th of June 2025 at 09:15',
        priceInPence: 1100,
      },
    ]);

    const friday = await (await walker()).post('/api/bookings', {
      ...on(agility, '12:00'),
      date: '2025-06-13',
      minutes: 120,
      dogs: '3-4',
    });
    expect(friday.statusCode, friday.body).toBe(201);
    expect(await bookingRow(t, friday.json().bookingId)).toMatchObject({ list_price_pence: 2600 });

    const held = await t.database.db.query<{ ends_at: Date; starts_at: Date }>(
      'select starts_at, ends_at from bookings where id = $1',
      [friday.json().bookingId],
    );
    const minutes =
      ((held[0]?.ends_at.getTime() ?? 0) - (held[0]?.starts_at.getTime() ?? 0)) / 60_000;
    expect(minutes).toBe(120);
  });

  it('When a booking on the second field is paid, then its page, confirmation, invoice and calendar file name the field', async () => {
    const email = uniqueEmail('puppy');
    const customer = await signedInAs(t, 'customer', email);
    const id = await bookAndPay(customer, on(puppy, '16:00'));
    expect((await customer.get(`/api/bookings/${id}`)).json()).toMatchObject({
      fieldName: 'Puppy paddock',
    });
    const mails = await outboxFor(t, email);
    const confirmation = mails.find((mail) => mail.dedupe_key === `booking-confirmation:${id}`);
    expect(confirmation?.text).toContain('Field: Puppy paddock');
    const ics = (await customer.get(`/api/bookings/${id}/calendar.ics`)).body;
    expect(ics.replace(/\r\n[ \t]/g, '')).toContain(
      'SUMMARY:Meadow Paddock Dog Field\\, Puppy paddock: 1 hour for 1-4 dogs',
    );
    const invoice = mails.find((mail) => mail.dedupe_key === `booking-invoice:${id}`);
    expect(invoice?.text).toContain('Puppy paddock, 14th of June 2025, 16:00 to 17:00');
  });

  it('When a field is asked for a length or band it does not sell, then 400 names what it does sell', async () => {
    const half = await (await walker()).post('/api/bookings', {
      ...on(agility, '14:00', 30),
      dogs: '1-2',
    });
    expect(half.statusCode).toBe(400);
    expect(half.json().error).toMatchObject({
      code: 'request/invalid',
      message: 'Sessions are 45 minutes or 2 hours.',
      fields: { minutes: 'Sessions are 45 minutes or 2 hours.' },
    });
    const seedBand = await (await walker()).post('/api/bookings', {
      ...on(agility, '14:00'),
      minutes: 45,
    });
    expect(seedBand.statusCode).toBe(400);
    expect(seedBand.json().error.fields).toEqual({ dogs: 'Choose 1-2 or 3-4 dogs.' });
    const tooMany = await (await walker()).post('/api/bookings', {
      ...on(agility, '14:00'),
      minutes: 45,
      dogs: '3-4',
      dogCount: 5,
    });
    expect(tooMany.json().error.fields).toEqual({ dogCount: 'At most 4 dogs can come.' });
    const offGrid = await (await walker()).post('/api/bookings', {
      ...on(agility, '14:05'),
      minutes: 45,
      dogs: '1-2',
    });
    expect(offGrid.json().error).toMatchObject({
      code: 'booking/not-bookable',
      message: 'That is not one of the slots.',
    });
    const nowhere = await (await walker()).post('/api/bookings', {
      ...slot('14:00'),
      fieldId: 999,
    });
    expect(nowhere.json().error.fields).toEqual({ fieldId: 'There is no such field.' });
  });

  it('When a series and a pass book one field, then the same times on another field stay free', async () => {
    const regular = await walker();
    const weeks = ['2025-06-14', '2025-06-21', '2025-06-28'];
    const series = await regular.post('/api/series', {
      date: weeks[0],
      time: '17:00',
      minutes: 60,
      dogs: '1-4',
      weeks: 3,
      dates: weeks,
      rulesVersion: FIRST_RULES_VERSION,
      contact: TEST_CONTACT,
    });
    expect(series.statusCode, series.body).toBe(201);

    const onSale = await owner.post('/api/admin/settings/passes', [TEN_HOURS]);
    expect(onSale.statusCode, onSale.body).toBe(200);
    const [type] = (await regular.get('/api/pass-types')).json<PassTypesOnSale>().passTypes;
    const bought = await regular.post('/api/passes', { passTypeId: type?.id });
    const { passId, checkoutUrl } = bought.json<BuyPassResponse>();
    const paid = await regular.post(`/api/test-checkout/${checkoutUrl.split('/').pop()}/pay`, {
      cardNumber: '4242424242424242',
    });
    expect(paid.statusCode, paid.body).toBe(200);
    const onPass = await regular.post('/api/bookings', { ...on(first, '19:00'), passId });
    expect(onPass.statusCode, onPass.body).toBe(201);

    for (const date of weeks) {
      const other = await (await walker()).post('/api/bookings', { ...on(puppy, '17:00'), date });
      expect(other.statusCode, other.body).toBe(201);
    }
    expect((await (await walker()).post('/api/bookings', on(puppy, '19:00'))).statusCode).toBe(201);
    // The pass is for the first field's sessions only.
    const elsewhere = await regular.post('/api/bookings', { ...on(puppy, '20:00'), passId });
    expect(elsewhere.json().error).toMatchObject({
      code: 'pass/cannot-book',
      message: 'This pass is not for that field.',
    });
  });

  it('When someone waits for a taken slot of one field, then the same time of another field is free to book, not to wait for', async () => {
    const holder = await walker();
    await bookAndPay(holder, on(puppy, '08:00'));
    const waiter = await walker();
    const waiting = await waiter.post('/api/waitlist', {
      date: BOOKING_DAY,
      time: '08:00',
      minutes: 60,
      dogs: '1-4',
      fieldId: puppy.id,
    });
    expect(waiting.statusCode, waiting.body).toBe(201);
    const free = await waiter.post('/api/waitlist', {
      date: BOOKING_DAY,
      time: '08:00',
      minutes: 60,
      dogs: '1-4',
      fieldId: first.id,
    });
    expect(free.json().error).toMatchObject({ code: 'waitlist/slot-free' });
  });

  it('When the owner closes a field to new bookings, then its bookings stay and are listed, it refuses new ones, and it opens again', async () => {
    const customer = await walker();
    const id = await bookAndPay(customer, on(puppy, '21:00'));
    const closed = await owner.post(`/api/admin/fields/${puppy.id}/retired`, { retired: true });
    expect(closed.statusCode, closed.body).toBe(200);
    expect(closed.json().field).toMatchObject({ name: 'Puppy paddock', retired: true });
    expect(closed.json().bookingsToCome).toContainEqual(
      expect.objectContaining({ id, date: BOOKING_DAY, time: '21:00' }),
    );
    const refused = await (await walker()).post('/api/bookings', on(puppy, '20:00'));
    expect(refused.json().error).toMatchObject({
      code: 'booking/not-bookable',
      message: 'That field is closed to new bookings.',
    });
    expect(await bookingRow(t, id)).toMatchObject({ status: 'complete' });

    const opened = await owner.post(`/api/admin/fields/${puppy.id}/retired`, { retired: false });
    expect(opened.json().field).toMatchObject({ retired: false });
    expect((await (await walker()).post('/api/bookings', on(puppy, '20:00'))).statusCode).toBe(201);
  });

  it('When the first field is closed to new bookings, then a request naming no field is refused, not moved to another field', async () => {
    await owner.post(`/api/admin/fields/${first.id}/retired`, { retired: true });
    const unnamed = await (await walker()).post('/api/bookings', slot('13:00'));
    expect(unnamed.json().error).toMatchObject({
      code: 'booking/not-bookable',
      message: 'That field is closed to new bookings.',
    });
    await owner.post(`/api/admin/fields/${first.id}/retired`, { retired: false });
    const [held] = await t.database.db.query<{ n: number }>(
      `select count(*)::int as n from bookings where local_date = $1 and local_time = '13:00'`,
      [BOOKING_DAY],
    );
    expect(held?.n).toBe(0);
  });

  it('When the owner would close the last field open for booking, then it is refused and stays open', async () => {
    for (const field of [puppy, agility]) {
      await owner.post(`/api/admin/fields/${field.id}/retired`, { retired: true });
    }
    const last = await owner.post(`/api/admin/fields/${first.id}/retired`, { retired: true });
    expect(last.statusCode).toBe(409);
    expect(last.json().error.code).toBe('admin/last-open-field');
    const { park } = (await owner.get('/api/park')).json<ParkResponse>();
    expect(park.fields.find((field) => field.id === first.id)?.retired).toBe(false);
    for (const field of [puppy, agility]) {
      await owner.post(`/api/admin/fields/${field.id}/retired`, { retired: false });
    }
  });

  it('When a field’s settings do not hold together, or a customer tries, then nothing is added', async () => {
    const gap = await owner.post('/api/admin/fields', {
      ...AGILITY,
      name: 'Gappy',
      sales: {
        ...AGILITY.sales,
        bands: [
          { from: 1, to: 1 },
          { from: 3, to: 4 },
        ],
      },
    });
    expect(gap.statusCode).toBe(400);
    expect(JSON.stringify(gap.json().error)).toContain(
      'The dog bands must run from 1 to 4 in order, without gaps.',
    );
    const customer = await (await walker()).post('/api/admin/fields', { ...AGILITY, name: 'Mine' });
    expect(customer.statusCode).toBe(403);
    const { park } = (await owner.get('/api/park')).json<ParkResponse>();
    expect(park.fields.map((field) => field.name)).not.toContain('Gappy');
    expect(park.fields.map((field) => field.name)).not.toContain('Mine');
  });
});
