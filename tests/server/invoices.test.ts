import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { AdminSettings } from '../../src/contract/settings';
import { VAT_NUMBER_CHECK, VAT_NUMBER_FORMAT } from '../../src/domain/vatNumbers';
import { addDiscount, outboxFor, slot, TEST_CONTACT } from '../support/bookings';
import { signedInAs, type TestBrowser, uniqueEmail } from '../support/browser';
import { startTestApp, type TestApp } from '../support/testApp';
import { bookAndPay } from '../support/testCheckoutPay';

const SELLER =
  'Seller: Meadow Paddock Dog Field, Meadow Paddock, Example Lane, Little Fictional, ZZ99 9ZZ';

describe('the invoice, as a UK invoice', () => {
  let t: TestApp;
  let owner: TestBrowser;
  beforeEach(async () => {
    t = await startTestApp({ now: '2025-05-01T09:00:00+01:00' });
    owner = await signedInAs(t, 'super-admin');
  });
  afterEach(() => t.close());

  /** A new customer books and pays; answers their address and the booking's number. */
  const paidBy = async (request = slot('10:00')) => {
    const email = uniqueEmail('payer');
    const id = await bookAndPay(await signedInAs(t, 'customer', email), request);
    return { email, id };
  };
  /** The invoices a customer has been sent, newest last. */
  const invoicesOf = async (email: string) =>
    (await outboxFor(t, email)).filter((m) => m.dedupe_key.startsWith('booking-invoice:'));
  const numberIn = (text: string | undefined) =>
    Number(/^Invoice number: INV-(\d{6})$/m.exec(text ?? '')?.[1]);
  const settings = async () => (await owner.get('/api/admin/settings')).json<AdminSettings>();
  const saveVatNumber = async (vatNumber: string) =>
    owner.post('/api/admin/settings/park', { ...(await settings()).park, vatNumber });

  it('When bookings are paid one after another, then their invoices are numbered in sequence, dated the day of payment, naming seller, customer and session, with no VAT charged', async () => {
    const first = await paidBy(slot('10:00'));
    t.clock.set('2025-05-02T23:30:00+01:00');
    const second = await paidBy({ ...slot('11:00', 60, '5-6'), dogCount: 5 });
    t.clock.set('2025-05-03T00:30:00+01:00');
    const third = await paidBy(slot('12:00', 30, '7-8'));

    const [a] = await invoicesOf(first.email);
    const [b] = await invoicesOf(second.email);
    const [c] = await invoicesOf(third.email);
    const numbers = [numberIn(a?.text), numberIn(b?.text), numberIn(c?.text)];
    expect(numbers[0]).toBeGreaterThan(0);
    expect(numbers).toEqual([numbers[0], (numbers[0] ?? 0) + 1, (numbers[0] ?? 0) + 2]);

    // The day of payment in park time: 23:30 and 00:30 fall on two days.
    expect(a?.text).toContain('Invoice date: 1st of May 2025');
    expect(b?.text).toContain('Invoice date: 2nd of May 2025');
    expect(c?.text).toContain('Invoice date: 3rd of May 2025');

    expect(b?.text).toContain(SELLER);
    // Made out to the name given at the booking, above the address (decision 125).
    expect(b?.text).toContain(`Customer: ${TEST_CONTACT.name}\nCustomer e-mail: ${second.email}`);
    expect(b?.text).toContain(`Booking number: ${second.id}`);
    // The number of dogs booked for, priced by its band (5-6); a request naming only the band
    // (the seed's own) is invoiced by the band.
    expect(b?.text).toContain('Session: 14th of June 2025, 11:00 to 12:00 (1 hour, 5 dogs)');
    expect(b?.text).toContain('1 hour, 5 dogs, 14th of June 2025 at 11:00: £15.00');
    expect(c?.text).toContain('30 minutes, 7-8 dogs, 14th of June 2025 at 12:00: £9.50');
    expect(b?.text).toContain('Total (ex. VAT): £15.00');
    expect(b?.text).toContain('No VAT charged.');
    expect(b?.text).not.toContain('VAT number');
    expect(b?.html).toContain(`INV-${String(numbers[1]).padStart(6, '0')}`);
  });

  it('When an invoice is sent again after the park was renamed, then it keeps its number, date and seller, and takes no number of its own', async () => {
    const paid = await paidBy();
    const [original] = await invoicesOf(paid.email);
    const park = (await settings()).park;
    expect(
      (await owner.post('/api/admin/settings/park', { ...park, name: 'Hilltop Hounds Field' }))
        .statusCode,
    ).toBe(200);
    // A week on, staff (signed in afresh) send it twice more.
    t.clock.set('2025-05-09T12:00:00+01:00');
    const staff = await signedInAs(t, 'super-admin');
    const resent = await staff.post('/api/admin/email-tools/invoice', {
      bookingId: String(paid.id),
    });
    expect(resent.json()).toEqual({ result: 'Sent' });
    expect(
      (await staff.post('/api/admin/email-tools/latest-invoice', { email: paid.email })).json(),
    ).toEqual({
      result: 'Sent',
    });

    const [, again, latest] = await invoicesOf(paid.email);
    for (const copy of [again, latest]) {
      expect(numberIn(copy?.text)).toBe(numberIn(original?.text));
      expect(copy?.text).toContain('Invoice date: 1st of May 2025');
      expect(copy?.text).toContain(SELLER);
    }
    const next = await paidBy(slot('15:00'));
    const [nextInvoice] = await invoicesOf(next.email);
    expect(numberIn(nextInvoice?.text)).toBe(numberIn(original?.text) + 1);
    expect(nextInvoice?.text).toContain('Seller: Hilltop Hounds Field, Meadow Paddock');
  });

  it('When the park sets a VAT number, then later invoices show it with the net, VAT at 20% and the total including VAT; earlier ones stay as issued', async () => {
    const before = await paidBy(slot('09:00'));
    const saved = await saveVatNumber(' gb 999 9999 73 ');
    expect(saved.statusCode, saved.body).toBe(200);
    expect((await settings()).park.vatNumber).toBe('GB999999973');

    await addDiscount(t, { code: 'TENOFF', percent: 10, maxUsage: 5 });
    const after = await paidBy({ ...slot('10:00', 60, '5-6'), discountCode: 'TENOFF' });
    const [invoice] = await invoicesOf(after.email);
    expect(invoice?.text).toContain('VAT number: GB 999 9999 73');
    expect(invoice?.text).toContain('Discount (10%): -£1.50');
    expect(invoice?.text).toContain('Total (inc. VAT): £13.50');
    expect(invoice?.text).toContain('Total excluding VAT: £11.25');
    expect(invoice?.text).toContain('VAT at 20%: £2.25');
    expect(invoice?.text).not.toContain('No VAT charged');

    await owner.post('/api/admin/email-tools/invoice', { bookingId: String(before.id) });
    const [, resent] = await invoicesOf(before.email);
    expect(resent?.text).toContain('No VAT charged.');
    expect(resent?.text).not.toContain('VAT number');
  });

  it('When a VAT number is not a UK one, then saving refuses it with a clear message and nothing changes', async () => {
    for (const [typed, message] of [
      ['FR 12 345678901', VAT_NUMBER_FORMAT],
      ['GB 999 9999 74', VAT_NUMBER_CHECK],
    ] as const) {
      const response = await saveVatNumber(typed);
      expect(response.statusCode).toBe(400);
      expect(response.json()).toMatchObject({
        error: { code: 'request/invalid', fields: { vatNumber: message } },
      });
    }
    expect((await settings()).park.vatNumber).toBe('');
    expect((await settings()).changed.park).toBeNull();
    const { email } = await paidBy();
    expect((await invoicesOf(email))[0]?.text).toContain('No VAT charged.');
  });

  it('When two bookings are paid at the same moment, then they get two numbers in a row', async () => {
    const [one, two] = await Promise.all([paidBy(slot('10:00')), paidBy(slot('12:00'))]);
    const numbers = [
      numberIn((await invoicesOf(one.email))[0]?.text),
      numberIn((await invoicesOf(two.email))[0]?.text),
    ].sort((x, y) => x - y);
    expect(numbers[1]).toBe((numbers[0] ?? 0) + 1);
    const [counter] = await t.database.db.query<{ last_number: number }>(
      'select last_number from invoice_counter',
    );
    expect(counter?.last_number).toBe(numbers[1]);
  });
});
