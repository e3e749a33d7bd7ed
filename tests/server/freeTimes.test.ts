import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FreeTimesResponse } from '../../src/contract/freeTimes';
import type { ParkField } from '../../src/contract/parkFields';
import { BOOKING_DAY, slot } from '../support/bookings';
import { signedInAs, type TestBrowser, uniqueEmail } from '../support/browser';
import { addPuppyPaddock } from '../support/secondField';
import { startTestApp, type TestApp } from '../support/testApp';
import { bookAndPay } from '../support/testCheckoutPay';
import { testDatabaseKind } from '../support/testDatabase';

// Decision 121: the free times anyone sees before signing up.

describe(`the free times anyone may see, on ${testDatabaseKind()}`, () => {
  let t: TestApp;
  let owner: TestBrowser;
  let first: ParkField;
  let puppy: ParkField;
  beforeAll(async () => {
    // 10:20 on Saturday 14 June 2025.
    t = await startTestApp({ now: `${BOOKING_DAY}T10:20:00+01:00` });
    owner = await signedInAs(t, 'super-admin', uniqueEmail('owner'));
    ({ first, puppy } = await addPuppyPaddock(owner));
  });
  afterAll(() => t.close());

  const ask = async (query: string) => {
    const answer = await t.app.inject({ url: `/api/free-times${query}` });
    expect(answer.statusCode, answer.body).toBe(200);
    return answer.json<FreeTimesResponse>();
  };
  const day = (answer: FreeTimesResponse, field: ParkField, date: string) =>
    answer.fields.find((each) => each.id === field.id)?.days.find((each) => each.date === date);

  it('When a visitor asks, then each field has today from now on and the next days, the first few times each', async () => {
    const answer = await t.app.inject({ url: '/api/free-times?days=3&per=4' });
    expect(answer.headers['cache-control']).toBe('public, max-age=30');
    const free = answer.json<FreeTimesResponse>();
    expect(free.today).toBe(BOOKING_DAY);
    expect(free.fields.map((field) => [field.name, field.minutes])).toEqual([
      ['Main field', 30],
      ['Puppy paddock', 30],
    ]);
    expect(free.fields[0]?.days).toEqual([
      { date: BOOKING_DAY, closed: false, times: ['10:30', '11:00', '11:30', '12:00'] },
      { date: '2025-06-15', closed: false, times: ['06:00', '06:30', '07:00', '07:30'] },
      { date: '2025-06-16', closed: false, times: ['06:00', '06:30', '07:00', '07:30'] },
    ]);
    expect(day(free, puppy, '2025-06-15')?.times).toEqual(['08:00', '08:30', '09:00', '09:30']);
  });

  it('When a time is booked, then it is no longer free, and nothing says who booked it', async () => {
    const email = uniqueEmail('walker');
    await bookAndPay(await signedInAs(t, 'customer', email), {
      ...slot('11:00', 60),
      fieldId: first.id,
    });
    const free = await ask('?days=1&per=4');
    expect(day(free, first, BOOKING_DAY)?.times).toEqual(['10:30', '12:00', '12:30', '13:00']);
    // The other field is not held by it.
    expect(day(free, puppy, BOOKING_DAY)?.times).toEqual(['10:30', '11:00', '11:30', '12:00']);
    expect(JSON.stringify(free)).not.toContain(email.split('@')[0]);
  });

  it('When a day is closed for a field, then it shows closed with no times, the other field open', async () => {
    const closed = await owner.post('/api/admin/closures', {
      date: '2025-06-16',
      reason: 'Hedge cutting',
      fieldId: puppy.id,
    });
    expect(closed.statusCode, closed.body).toBe(200);
    const free = await ask('?from=2025-06-16&days=1');
    expect(day(free, puppy, '2025-06-16')).toEqual({
      date: '2025-06-16',
      closed: true,
      times: [],
    });
    // Every time of the day, with no limit asked: 06:00 to 21:30.
    expect(day(free, first, '2025-06-16')?.times).toHaveLength(32);
  });

  it('When a field is closed to new bookings, then it has no free times', async () => {
    const retired = await owner.post(`/api/admin/fields/${puppy.id}/retired`, { retired: true });
    expect(retired.statusCode, retired.body).toBe(200);
    expect((await ask('?days=1')).fields.map((field) => field.name)).toEqual(['Main field']);
    await owner.post(`/api/admin/fields/${puppy.id}/retired`, { retired: false });
  });

  it.each(['?days=0', '?days=8', '?from=2025-02-30', '?per=0'])(
    'When asked %s, then the answer is a 400',
    async (query) => {
      const answer = await t.app.inject({ url: `/api/free-times${query}` });
      expect(answer.statusCode).toBe(400);
    },
  );
});
