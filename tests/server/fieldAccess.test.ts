import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { BookingView, MyBookingsResponse } from '../../src/contract/bookings';
import type { ParkResponse } from '../../src/contract/park';
import type { FieldSettings, ParkField } from '../../src/contract/parkFields';
import type { TodayResponse } from '../../src/contract/workspace';
import { outboxFor, slot } from '../support/bookings';
import { signedInAs, type TestBrowser, uniqueEmail } from '../support/browser';
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
});
