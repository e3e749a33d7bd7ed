import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ParkResponse } from '../../src/contract/park';
import type { FieldSettings, ParkField } from '../../src/contract/parkFields';
import type { BuyPassResponse, PassTypesOnSale } from '../../src/contract/passes';
import { AGILITY_SALES } from '../../src/domain/testing/exampleFields';
import { BOOKING_DAY, FIRST_RULES_VERSION, slot, TEST_CONTACT } from '../support/bookings';
import { signedInAs, type TestBrowser } from '../support/browser';
import { TEN_HOURS } from '../support/passTypes';
import { startTestApp, type TestApp } from '../support/testApp';
import { testDatabaseKind } from '../support/testDatabase';

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
  hours: {
    weekly: Array.from({ length: 7 }, () => ({ opens: '08:00', closes: '20:00' })),
    seasons: [],
  },
  handoverMinutes: 0,
};

/** Five 45-minute agility sessions for one or two dogs. */
const FIVE_AGILITY = {
  ...TEN_HOURS,
  name: 'Five agility sessions',
  sessions: 5,
  minutes: 45,
  dogs: '1-2',
  pricePence: 4_000,
};

describe(`session passes for a field, on ${testDatabaseKind()}`, () => {
  let t: TestApp;
  let owner: TestBrowser;
  let first: ParkField;
  let agility: ParkField;

  beforeAll(async () => {
    t = await startTestApp({ now: '2025-05-01T09:00:00+01:00' });
    owner = await signedInAs(t, 'super-admin');
    const added = await owner.post('/api/admin/fields', AGILITY);
    expect(added.statusCode, added.body).toBe(201);
    agility = added.json<{ field: ParkField }>().field;
    first = (await owner.get('/api/park')).json<ParkResponse>().park.fields[0] as ParkField;
  });
  afterAll(() => t.close());

  /** A customer holding a paid pass of the kind on sale named `name`. */
  async function holderOf(name: string): Promise<{ customer: TestBrowser; passId: number }> {
    const customer = await signedInAs(t, 'customer');
    const onSale = (await customer.get('/api/pass-types')).json<PassTypesOnSale>().passTypes;
    const type = onSale.find((kind) => kind.name === name);
    const bought = await customer.post('/api/passes', { passTypeId: type?.id });
    const { passId, checkoutUrl } = bought.json<BuyPassResponse>();
    const paid = await customer.post(`/api/test-checkout/${checkoutUrl.split('/').pop()}/pay`, {
      cardNumber: '4242424242424242',
    });
    expect(paid.statusCode, paid.body).toBe(200);
    return { customer, passId };
  }

  it('When the owner sells a pass for the agility paddock, then it books that field’s 45 minutes for 1-2 dogs, and not the first field', async () => {
    const saved = await owner.post('/api/admin/settings/passes', [
      { ...FIVE_AGILITY, fieldIds: [agility.id] },
    ]);
    expect(saved.statusCode, saved.body).toBe(200);
    const onSale = (await owner.get('/api/pass-types')).json<PassTypesOnSale>().passTypes;
    expect(onSale).toEqual([
      expect.objectContaining({
        name: 'Five agility sessions',
        minutes: 45,
        dogs: '1-2',
        fieldIds: [agility.id],
      }),
    ]);

    const { customer, passId } = await holderOf('Five agility sessions');
    const session = { date: BOOKING_DAY, time: '10:15', minutes: 45, dogs: '1-2' };
    const booked = await customer.post('/api/bookings', {
      ...session,
      rulesVersion: FIRST_RULES_VERSION,
      contact: TEST_CONTACT,
      fieldId: agility.id,
      passId,
    });
    expect(booked.statusCode, booked.body).toBe(201);
    // Paid by the pass: straight to its page, no checkout.
    const { bookingId, checkoutUrl } = booked.json<{ bookingId: number; checkoutUrl: string }>();
    expect(checkoutUrl).toBe(`${t.config.publicUrl}/pay-success/${bookingId}`);
    const elsewhere = await customer.post('/api/bookings', {
      ...slot('12:00', 60),
      fieldId: first.id,
      passId,
    });
    expect(elsewhere.json().error).toMatchObject({ code: 'pass/cannot-book' });
  });

  it('When a kind of pass names a field that does not sell its sessions, then nothing is saved and the field is named', async () => {
    const before = (await owner.get('/api/pass-types')).json<PassTypesOnSale>();
    const wrong = await owner.post('/api/admin/settings/passes', [
      { ...FIVE_AGILITY, fieldIds: [agility.id, first.id] },
    ]);
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().error.fields).toEqual({
      '0.minutes': 'Main field: Sessions are 30 minutes or 1 hour.',
      '0.dogs': 'Main field: Choose 1-4, 5-6 or 7-8 dogs.',
    });
    const missing = await owner.post('/api/admin/settings/passes', [
      { ...TEN_HOURS, fieldIds: [999_999] },
    ]);
    expect(missing.json().error.fields).toEqual({ '0.fieldIds': 'There is no such field.' });
    // Naming no field, a new kind is the first field's, which must sell it too.
    const unnamed = await owner.post('/api/admin/settings/passes', [FIVE_AGILITY]);
    expect(unnamed.json().error.fields).toMatchObject({
      '0.minutes': 'Main field: Sessions are 30 minutes or 1 hour.',
    });
    expect((await owner.get('/api/pass-types')).json()).toEqual(before);
  });
});
