import ICAL from 'ical.js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addDiscount, bookingRow, slot } from '../support/bookings';
import { signedInAs, type TestBrowser, uniqueEmail } from '../support/browser';
import { startSmtpServer, type TestSmtpServer } from '../support/smtpServer';
import { startTestApp, type TestApp } from '../support/testApp';

describe('the built-in test checkout, and the e-mails of a paid booking', () => {
  let t: TestApp;
  let smtp: TestSmtpServer;
  beforeAll(async () => {
    smtp = await startSmtpServer();
    t = await startTestApp({ env: { SMTP_URL: smtp.url } });
  });
  afterAll(async () => {
    await t.close();
    await smtp.close();
  });

  const book = async (walker: TestBrowser, request: object) => {
    const response = await walker.post('/api/bookings', request);
    expect(response.statusCode).toBe(201);
    const { bookingId, checkoutUrl } = response.json<{ bookingId: number; checkoutUrl: string }>();
    return { bookingId, reference: checkoutUrl.split('/').pop() as string };
  };

  it('When a customer opens the checkout, then it shows the items and total of their own booking only', async () => {
    const walker = await signedInAs(t, 'customer');
    const { bookingId, reference } = await book(walker, slot('06:00', 60, '7-8'));
    const checkout = await walker.get(`/api/test-checkout/${reference}`);
    expect(checkout.json()).toMatchObject({
      bookingId,
      amountPence: 1850,
      status: 'open',
      items: [{ description: '1 hour, 7-8 dogs, 14th of June 2025 at 06:00', priceInPence: 1850 }],
      cancelUrl: `${t.config.publicUrl}/booking?cancelled=${bookingId}`,
    });
    const stranger = await signedInAs(t, 'customer');
    expect((await stranger.get(`/api/test-checkout/${reference}`)).statusCode).toBe(404);
    expect(
      (
        await stranger.post(`/api/test-checkout/${reference}/pay`, {
          cardNumber: '4242 4242 4242 4242',
        })
      ).statusCode,
    ).toBe(404);
    expect((await stranger.get(`/api/bookings/${bookingId}`)).statusCode).toBe(404);
  });

  it('When the declined test card is used, then it says so and nothing is confirmed; the good card pays', async () => {
    const walker = await signedInAs(t, 'customer');
    const { bookingId, reference } = await book(walker, slot('07:00', 30));
    const declined = await walker.post(`/api/test-checkout/${reference}/pay`, {
      cardNumber: '4000 0000 0000 0002',
    });
    expect(declined.statusCode).toBe(402);
    expect(declined.json().error.message).toBe('Your card was declined.');
    expect((await bookingRow(t, bookingId))?.status).toBe('pending');

    const paid = await walker.post(`/api/test-checkout/${reference}/pay`, {
      cardNumber: '4242 4242 4242 4242',
    });
    expect(paid.json()).toEqual({ redirectTo: `${t.config.publicUrl}/pay-success/${bookingId}` });
    expect((await bookingRow(t, bookingId))?.status).toBe('complete');
    // Paying twice (a double click) changes nothing more.
    await walker.post(`/api/test-checkout/${reference}/pay`, { cardNumber: '4242424242424242' });
    const payments = await t.database.db.query('select 1 from payments where booking_id = $1', [
      bookingId,
    ]);
    expect(payments).toHaveLength(1);
  });

  it('When a checkout is left past its hold, then it can no longer be paid', async () => {
    const walker = await signedInAs(t, 'customer');
    const { reference } = await book(walker, slot('07:30', 30));
    t.clock.advance(31 * 60_000);
    const late = await walker.post(`/api/test-checkout/${reference}/pay`, {
      cardNumber: '4242424242424242',
    });
    expect(late.statusCode).toBe(410);
  });

  it('When a booking is paid, then the confirmation (gate code, rules, calendar file) and the invoice arrive over SMTP', async () => {
    const email = uniqueEmail();
    const walker = await signedInAs(t, 'customer', email);
    await addDiscount(t, { code: 'TENOFF', percent: 10, maxUsage: 5 });
    const { bookingId, reference } = await book(walker, {
      ...slot('10:00', 60, '5-6'),
      date: '2025-10-26',
      discountCode: 'TENOFF',
    });
    await walker.post(`/api/test-checkout/${reference}/pay`, { cardNumber: '4242424242424242' });
    await t.paddock.outbox.runOnce();

    const code = (await bookingRow(t, bookingId))?.booking_code as string;
    const [codeRow] = await t.database.db.query<{ code: string }>(
      'select code from door_codes where year = 2025 and month = 10 and week = 4',
    );
    expect(code).toBe(codeRow?.code);

    const confirmation = await smtp.waitForMessageTo(email, (m) =>
      /confirmed/i.test(m.subject ?? ''),
    );
    expect(confirmation.text).toContain('Thank you for your booking.');
    expect(confirmation.text).toContain(`Booking number: ${bookingId}`);
    expect(confirmation.text).toContain('When: 26th of October 2025, 10:00 to 11:00');
    expect(confirmation.text).toContain(`Gate code: #${code}#`);
    expect(confirmation.text).toContain('reset the gate to 0000');
    expect(confirmation.text).toContain('no earlier than 10 minutes before');
    expect(confirmation.text).toContain(`${t.config.publicUrl}/site-rules`);
    expect(confirmation.text).toContain(`${t.config.publicUrl}/cancellation-policy`);
    expect(confirmation.text).toContain('The Meadow Paddock Dog Field team');
    expect(confirmation.html).toContain(`#${code}#`);

    const ics = confirmation.attachments.find(
      (file) => file.filename === `booking-${bookingId}.ics`,
    );
    expect(ics?.contentType).toBe('text/calendar');
    const calendar = new ICAL.Component(ICAL.parse(ics?.content.toString('utf8') ?? ''));
    const zone = calendar.getFirstSubcomponent('vtimezone');
    if (zone) ICAL.TimezoneService.register(zone);
    const event = new ICAL.Event(calendar.getFirstSubcomponent('vevent') as ICAL.Component);
    // The 26th of October 2025 is the day the clocks go back: 10:00 in London is 10:00 UTC.
    expect(event.startDate.toJSDate().toISOString()).toBe('2025-10-26T10:00:00.000Z');
    expect(event.endDate.toJSDate().toISOString()).toBe('2025-10-26T11:00:00.000Z');
    expect(event.description).toContain(`#${code}#`);
    expect(event.location).toContain('Example Lane');

    const invoice = await smtp.waitForMessageTo(email, (m) => /Invoice/.test(m.subject ?? ''));
    expect(invoice.text).toContain('1 hour, 5-6 dogs, 26th of October 2025 at 10:00: £15.00');
    expect(invoice.text).toContain('Discount (10%): -£1.50');
    expect(invoice.text).toContain('Total (ex. VAT): £13.50');
    expect(invoice.html).toContain('Total (ex. VAT)');
  });
});
