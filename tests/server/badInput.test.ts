import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addDiscount, slot } from '../support/bookings';
import { TestBrowser as Browser, signedInAs, type TestBrowser } from '../support/browser';
import { startTestApp, type TestApp } from '../support/testApp';

/**
 * The inputs that answered 500 when a running copy was attacked: each now gets a 400 that
 * names the field, and changes nothing.
 */
describe('bad input', () => {
  let t: TestApp;
  let owner: TestBrowser;
  let customer: TestBrowser;
  beforeAll(async () => {
    // 09:00 on 1 May 2025, park time.
    t = await startTestApp({ now: '2025-05-01T09:00:00+01:00' });
    owner = await signedInAs(t, 'super-admin');
    customer = await signedInAs(t, 'customer');
    await addDiscount(t, { code: 'SPRING10', percent: 10, maxUsage: 5 });
  });
  afterAll(() => t.close());

  const expectRefused = (
    response: Awaited<ReturnType<TestBrowser['get']>>,
    field: string,
    what: string,
  ) => {
    expect(response.statusCode, what).toBe(400);
    expect(response.json().error.fields, what).toHaveProperty([field]);
  };

  it.each([
    ['/api/auth/sign-up', { email: 'walker\u0000@example.com', password: 'a long good password' }],
    ['/api/auth/sign-in', { email: 'walker\u0000@example.com', password: 'a long good password' }],
    ['/api/auth/forgot-password', { email: 'walker\u0000@example.com' }],
  ])('When %s gets a NUL in the e-mail, then it is a 400 naming it', async (url, body) => {
    expectRefused(await new Browser(t).post(url, body), 'email', url);
  });

  it('When a discount code holds a NUL, then checking it, booking with it, adding it and sending it are 400s', async () => {
    expectRefused(
      await customer.get('/api/discounts/check?code=SPRING%0010'),
      'code',
      'discount check',
    );
    expectRefused(
      await customer.post('/api/bookings', { ...slot('10:00'), discountCode: 'SPRING\u000010' }),
      'discountCode',
      'Book Now',
    );
    expectRefused(
      await owner.post('/api/admin/discounts', {
        name: 'Nul',
        code: 'NUL\u0000',
        percent: 5,
        maxUsage: 1,
      }),
      'code',
      'add discount',
    );
    expectRefused(
      await owner.post('/api/admin/discounts', {
        name: 'Line\u0000break',
        code: 'NAMED',
        percent: 5,
        maxUsage: 1,
      }),
      'name',
      'discount name',
    );
    expectRefused(
      await owner.post('/api/admin/email-tools/discount', {
        email: 'walker@example.com',
        code: 'SPRING\u000010',
        message: 'Hello',
      }),
      'code',
      'discount e-mail code',
    );
  });

  it('When the e-mail tool’s message or a closure’s reason holds a NUL, then it is a 400; line breaks in a message are fine', async () => {
    expectRefused(
      await owner.post('/api/admin/email-tools/discount', {
        email: 'walker@example.com',
        code: 'SPRING10',
        message: 'Hello\u0000there',
      }),
      'message',
      'message',
    );
    const fine = await owner.post('/api/admin/email-tools/discount', {
      email: 'walker@example.com',
      code: 'SPRING10',
      message: 'Hello,\r\n\tthere',
    });
    expect(fine.statusCode).toBe(200);
    expectRefused(
      await owner.post('/api/admin/closures', { date: '2025-06-20', reason: 'Mowing\u0000' }),
      'reason',
      'closure reason',
    );
  });

  it.each(['2025-02-30', '0000-00-00', '2025-13-01', '9999-06-14'])(
    'When the closed-dates routes get %s, then each is a 400 naming the date',
    async (date) => {
      expectRefused(
        await owner.get(`/api/admin/closed-dates/bookings?date=${date}`),
        'date',
        'preview',
      );
      expectRefused(await owner.post('/api/admin/closures', { date }), 'date', 'close');
      expectRefused(await owner.post('/api/admin/closed-dates/reopen', { date }), 'date', 'reopen');
    },
  );

  it('When a day is closed that has passed or lies beyond the booking window, then it is a 400 naming the date', async () => {
    for (const date of ['2025-04-20', '2026-05-01']) {
      expectRefused(await owner.post('/api/admin/closures', { date }), 'date', date);
    }
    const [row] = await t.database.db.query<{ count: number }>(
      `select count(*)::int as count from closed_dates where day in ('2025-04-20', '2026-05-01')`,
    );
    expect(row?.count).toBe(0);
  });

  it.each([
    ['the year 9999', { date: '9999-06-14', time: '10:00' }, 'date'],
    ['a day past the window', { date: '2026-05-01', time: '10:00' }, 'date'],
    ['a day that does not exist', { date: '2025-02-30', time: '10:00' }, 'date'],
    ['a slot that has started', { date: '2025-05-01', time: '08:30' }, 'time'],
  ])(
    'When a manual booking is for %s, then it is a 400 naming the %s',
    async (_what, when, field) => {
      expectRefused(
        await owner.post('/api/admin/manual-bookings', { ...when, dogs: 2, minutes: 30 }),
        field,
        JSON.stringify(when),
      );
    },
  );

  it.each([
    '/api/admin/revenue?month=9999-12',
    '/api/admin/revenue?month=2025-13',
    '/api/admin/export.csv?month=0000-01',
    '/api/availability?month=9999-12',
  ])('When %s is asked for, then it is a 400 naming the month', async (url) => {
    expectRefused(await owner.get(url), 'month', url);
  });
});
