import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { BookingView, MyBookingsResponse } from '../../src/contract/bookings';
import type { ParkResponse } from '../../src/contract/park';
import type { FieldSettings, ParkField } from '../../src/contract/parkFields';
import type { TodayResponse } from '../../src/contract/workspace';
import { outboxFor, slot } from '../support/bookings';
import { signedInAs, type TestBrowser, uniqueEmail } from '../support/browser';
import { holdWritesTo } from '../support/heldTable';
import { PUPPY_PADDOCK } from '../support/secondField';
import { startTestApp, type TestApp } from '../support/testApp';
import { bookAndPay } from '../support/testCheckoutPay';
import { testDatabaseKind } from '../support/testDatabase';

const BY_DAY = { kind: 'day', lockDeviceId: null, minutesAfter: 10, deadlineMinutes: 120 } as const;

describe(`how a field is opened (decision 117), on ${testDatabaseKind()}`, () => {
  let t: TestApp;
  let owner: TestBrowser;
  let puppy: ParkField;
  beforeAll(async () => {
    t = await startTestApp({ now: '2025-05-01T09:00:00+01:00' });
    owner = await signedInAs(t, 'super-admin');
    const added = await owner.post('/api/admin/fields', { ...PUPPY_PADDOCK, access: BY_DAY });
    expect(added.statusCode, added.body).toBe(201);
    puppy = added.json<{ field: ParkField }>().field;
  });
  afterAll(() => t.close());

  const bookPuppy = async (date: string, time: string) => {
    const email = uniqueEmail();
    const walker = await signedInAs(t, 'customer', email);
    const id = await bookAndPay(walker, { ...slot(time, 60), date, fieldId: puppy.id });
    const view = (await walker.get(`/api/bookings/${id}`)).json<BookingView>();
    return { email, walker, id, code: view.gateCode };
  };

  /** A customer's hold on the puppy paddock, with the reference its test checkout is paid at. */
  const holdPuppy = async (date: string, time: string) => {
    const walker = await signedInAs(t, 'customer');
    const held = await walker.post('/api/bookings', { ...slot(time, 60), date, fieldId: puppy.id });
    expect(held.statusCode, held.body).toBe(201);
    const { bookingId, checkoutUrl } = held.json<{ bookingId: number; checkoutUrl: string }>();
    const pay = () =>
      walker.post(`/api/test-checkout/${checkoutUrl.split('/').pop()}/pay`, {
        cardNumber: '4242424242424242',
      });
    return { walker, id: bookingId, pay };
  };

  const storedDayCode = async (date: string) =>
    (
      await t.database.db.query<{ code: string }>(
        'select code from day_codes where field_id = $1 and day = $2',
        [puppy.id, date],
      )
    ).map((row) => row.code);

  it('When a field is added with a code per day, then the park says so and the first field keeps the week’s codes', async () => {
    const { park } = (await owner.get('/api/park')).json<ParkResponse>();
    expect(park.fields.map((field) => field.access.kind)).toEqual(['week', 'day']);
  });

  it('When two customers book the same day on a field opened by day, then they share that day’s code, and the next day has its own', async () => {
    const morning = await bookPuppy('2025-06-14', '09:00');
    const noon = await bookPuppy('2025-06-14', '12:00');
    const nextDay = await bookPuppy('2025-06-15', '09:00');
    expect(morning.code).toMatch(/^#\d{4}#$/);
    expect(noon.code).toBe(morning.code);
    const [row] = await t.database.db.query<{ code: string }>(
      `select code from day_codes where field_id = $1 and day = '2025-06-15'`,
      [puppy.id],
    );
    expect(nextDay.code).toBe(`#${row?.code}#`);
    // One in ten thousand draws the same four digits twice: the stored rows tell the days apart.
    const days = await t.database.db.query<{ day: string }>(
      `select to_char(day, 'YYYY-MM-DD') as day from day_codes where field_id = $1 order by day`,
      [puppy.id],
    );
    expect(days.map((each) => each.day)).toEqual(['2025-06-14', '2025-06-15']);
  });

  it('When a booking on a field opened by day is paid, then the confirmation e-mail, My bookings and the calendar file give the day’s code', async () => {
    const { email, walker, id, code } = await bookPuppy('2025-06-16', '10:00');
    const mail = (await outboxFor(t, email)).find((row) =>
      row.dedupe_key.startsWith('booking-confirmation'),
    );
    expect(mail?.text).toContain(code ?? 'no code');
    const mine = (await walker.get('/api/my-bookings')).json<MyBookingsResponse>();
    expect(mine.upcoming.find((booking) => booking.id === id)?.gateCode).toBe(code);
    const ics = await walker.get(`/api/bookings/${id}/calendar.ics`);
    expect(ics.body).toContain(`Gate code ${code}`);
  });

  it('When the owner opens Today on a field opened by day, then it shows the code that day’s bookings were given', async () => {
    const { code } = await bookPuppy('2025-05-01', '15:00');
    const today = await owner.get(`/api/admin/today?field=${puppy.id}`);
    expect(today.statusCode, today.body).toBe(200);
    const answer = today.json<TodayResponse>();
    expect(answer.access).toBe('day');
    expect(`#${answer.gateCode}#`).toBe(code);
  });

  it('When the owner edits the field without saying how it is opened, then it stays opened by day', async () => {
    const { access: _left, ...withoutAccess } = { ...PUPPY_PADDOCK, access: BY_DAY };
    const saved = await owner.post(`/api/admin/fields/${puppy.id}`, {
      ...withoutAccess,
      description: 'Quiet, fenced twice',
    } satisfies FieldSettings);
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json<{ field: ParkField }>().field.access.kind).toBe('day');
  });

  it('When the owner chooses a lock but names none, then the field is refused with the reason and kept as it was', async () => {
    const refused = await owner.post(`/api/admin/fields/${puppy.id}`, {
      ...PUPPY_PADDOCK,
      access: { ...BY_DAY, kind: 'lock' },
    });
    expect(refused.statusCode).toBe(400);
    expect(refused.body).toContain('Choose the lock that opens this field.');
    const { park } = (await owner.get('/api/park')).json<ParkResponse>();
    expect(park.fields[1]?.access.kind).toBe('day');
  });

  it('When the owner changes a field with bookings to come from the week’s codes to a code per day, then each is given its day’s code and e-mailed it', async () => {
    const paddock = { ...PUPPY_PADDOCK, name: 'Paddock by the barn' };
    const added = await owner.post('/api/admin/fields', paddock);
    expect(added.statusCode, added.body).toBe(201);
    const barn = added.json<{ field: ParkField }>().field;
    const email = uniqueEmail();
    const walker = await signedInAs(t, 'customer', email);
    const id = await bookAndPay(walker, {
      ...slot('09:00', 60),
      date: '2025-06-20',
      fieldId: barn.id,
    });
    const weekCode = (await walker.get(`/api/bookings/${id}`)).json<BookingView>().gateCode;

    const changed = await owner.post(`/api/admin/fields/${barn.id}`, {
      ...paddock,
      access: BY_DAY,
    });
    expect(changed.statusCode, changed.body).toBe(200);

    const [day] = await t.database.db.query<{ code: string }>(
      `select code from day_codes where field_id = $1 and day = '2025-06-20'`,
      [barn.id],
    );
    const now = (await walker.get(`/api/bookings/${id}`)).json<BookingView>().gateCode;
    expect(now).toBe(`#${day?.code}#`);
    // One in ten thousand, the day's draw is the week's: the e-mail is then not needed.
    if (now !== weekCode) {
      const mail = (await outboxFor(t, email)).find((row) =>
        row.subject.startsWith('New gate code'),
      );
      expect(mail?.text).toContain(now ?? 'no code');
    }
  });

  it('When eight customers pay for eight slots of a fresh day at once, then every payment answers, every booking is complete and all eight share the day’s one code', async () => {
    const date = '2025-06-18';
    const times = ['08:00', '09:00', '10:00', '11:00', '12:00', '13:00', '14:00', '15:00'];
    const holds = [];
    for (const time of times) holds.push(await holdPuppy(date, time));

    // Each payment stops before its payment is written, after drawing (or waiting on) the code.
    const held = await holdWritesTo(t.database, 'payments');
    const paying = Promise.all(holds.map((hold) => hold.pay()));
    try {
      await held.waiting(times.length);
    } finally {
      await held.release();
    }
    const paid = await paying;
    expect(paid.map((answer) => answer.statusCode)).toEqual(times.map(() => 200));

    const views = await Promise.all(
      holds.map(async (hold) =>
        (await hold.walker.get(`/api/bookings/${hold.id}`)).json<BookingView>(),
      ),
    );
    expect(views.map((view) => view.status)).toEqual(times.map(() => 'complete'));
    const [stored] = await storedDayCode(date);
    expect(views.map((view) => view.gateCode)).toEqual(times.map(() => `#${stored}#`));
  });

  it('When staff book a walk-in while customers pay on a fresh day, then each is made and all share the day’s one code', async () => {
    const date = '2025-06-19';
    const holds = [];
    for (const time of ['08:00', '09:00', '10:00']) holds.push(await holdPuppy(date, time));
    const manual = () =>
      owner.post('/api/admin/manual-bookings', {
        date,
        time: '12:00',
        dogs: 2,
        minutes: 30,
        fieldId: puppy.id,
      });

    // The payments stop before their payment is written, the first with the day's code drawn;
    // the walk-in comes while they wait.
    const held = await holdWritesTo(t.database, 'payments');
    const paying = Promise.all(holds.map((hold) => hold.pay()));
    let making: ReturnType<typeof manual> | undefined;
    try {
      await held.waiting(holds.length);
      making = manual();
      await held.waiting(holds.length + 1);
    } finally {
      await held.release();
    }
    const [made, paid] = await Promise.all([making, paying]);
    expect(made?.statusCode, made?.body).toBe(201);
    expect(paid.map((answer) => answer.statusCode)).toEqual([200, 200, 200]);

    const ids = [made?.json<{ bookingId: number }>().bookingId, ...holds.map((hold) => hold.id)];
    const rows = await t.database.db.query<{ status: string; booking_code: string | null }>(
      'select status, booking_code from bookings where id = any($1::bigint[])',
      [ids],
    );
    const [stored] = await storedDayCode(date);
    expect(rows.map((row) => row.status)).toEqual(ids.map(() => 'complete'));
    expect(rows.map((row) => row.booking_code)).toEqual(ids.map(() => stored));
  });
});
