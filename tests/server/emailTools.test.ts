import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { AdminSettings } from '../../src/contract/settings';
import { addDiscount, outboxFor } from '../support/bookings';
import { signedInAs, type TestBrowser, uniqueEmail } from '../support/browser';
import { startTestApp, type TestApp } from '../support/testApp';

describe('the discount e-mail tool', () => {
  let t: TestApp;
  let owner: TestBrowser;
  beforeEach(async () => {
    t = await startTestApp({ now: '2025-05-01T09:00:00+01:00' });
    owner = await signedInAs(t, 'super-admin', uniqueEmail('owner'));
  });
  afterEach(() => t.close());

  const sendDiscount = (to: string, code: string) =>
    owner.post('/api/admin/email-tools/discount', {
      email: to,
      code,
      message: 'Ten per cent off your next visit.',
    });

  /** The refusal, and proof that nothing was written for the address. */
  async function expectRefused(to: string, code: string, status: number, message: string) {
    const response = await sendDiscount(to, code);
    expect(response.statusCode).toBe(status);
    expect(response.json().error.message).toBe(message);
    expect(await outboxFor(t, to)).toEqual([]);
  }

  it('When the code is one no discount has, then it is refused as unknown and nothing is sent', async () => {
    await expectRefused(uniqueEmail('unknown'), 'NOSUCH', 404, 'No discount with that code.');
  });

  it('When the discount has been used as often as it may, then it is refused as used up and nothing is sent', async () => {
    const code = 'USED';
    await addDiscount(t, { code, percent: 10, maxUsage: 2 });
    await t.database.db.query('update discounts set usage = 2 where code = $1', [code]);
    await expectRefused(uniqueEmail('used'), code, 409, 'That discount is used up.');

    // Checkout's rule: a maximum of 0 allows no use at all.
    const none = 'NONE';
    await addDiscount(t, { code: none, percent: 10, maxUsage: 0 });
    await expectRefused(uniqueEmail('none'), none, 409, 'That discount is used up.');
  });

  it('When the discount is switched off, then it is refused as switched off and nothing is sent', async () => {
    const code = 'OFF';
    const id = await addDiscount(t, { code, percent: 10, maxUsage: 5 });
    expect(
      (await owner.post(`/api/admin/discounts/${id}/active`, { active: false })).statusCode,
    ).toBe(200);
    await expectRefused(uniqueEmail('off'), code, 409, 'That discount is switched off.');
  });

  it('When discounts are switched off for the whole park, then a good code is refused too', async () => {
    const code = 'PARKOFF';
    await addDiscount(t, { code, percent: 10, maxUsage: 5 });
    const { features } = (await owner.get('/api/admin/settings')).json<AdminSettings>();
    const saved = await owner.post('/api/admin/settings/features', {
      ...features,
      discountsEnabled: false,
    });
    expect(saved.statusCode).toBe(200);
    await expectRefused(
      uniqueEmail('park-off'),
      code,
      409,
      'Discounts are switched off in the settings, so no code can be used.',
    );
  });

  it('When the code has uses left, then it is sent, as stored, even when typed in small letters', async () => {
    const code = 'GOOD';
    await addDiscount(t, { code, percent: 10, maxUsage: 1 });
    const to = uniqueEmail('good');
    const response = await sendDiscount(to, code.toLowerCase());
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ result: 'Sent' });
    const [email, ...more] = await outboxFor(t, to);
    expect(more).toEqual([]);
    expect(email?.text).toContain(`Discount code: ${code}`);
  });
});
