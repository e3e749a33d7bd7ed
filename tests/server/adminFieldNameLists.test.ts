import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type {
  AdminPass,
  AdminPasses,
  BuyPassResponse,
  PassTypesOnSale,
  PassTypesSection,
} from '../../src/contract/passes';
import type { AdminWaitlists } from '../../src/contract/waitlist';
import { slot } from '../support/bookings';
import { signedInAs, type TestBrowser } from '../support/browser';
import { TEN_HOURS } from '../support/passTypes';
import { addPuppyPaddock } from '../support/secondField';
import { startTestApp, type TestApp } from '../support/testApp';
import { bookAndPay } from '../support/testCheckoutPay';
import { testDatabaseKind } from '../support/testDatabase';

// Decision 114: the Waiting lists and Passes tabs name the field with two fields, and none
// with one.

describe(`names of fields on the waiting lists and passes, on ${testDatabaseKind()}`, () => {
  let t: TestApp;
  let owner: TestBrowser;
  beforeEach(async () => {
    t = await startTestApp();
    owner = await signedInAs(t, 'super-admin');
  });
  afterEach(() => t.close());

  /** Someone books 10:00 on the field, and someone else waits for it. */
  const waitFor = async (fieldId?: number) => {
    const on = fieldId === undefined ? {} : { fieldId };
    await bookAndPay(await signedInAs(t, 'customer'), { ...slot('10:00', 60), ...on });
    const joined = await (await signedInAs(t, 'customer')).post('/api/waitlist', {
      ...slot('10:00', 60),
      ...on,
    });
    expect(joined.statusCode, joined.body).toBe(201);
  };

  /** Puts the passes on sale, then buys and pays for each; answers the passes' numbers. */
  const sellPasses = async (types: PassTypesSection) => {
    const saved = await owner.post('/api/admin/settings/passes', types);
    expect(saved.statusCode, saved.body).toBe(200);
    const buyer = await signedInAs(t, 'customer');
    const onSale = (await buyer.get('/api/pass-types')).json<PassTypesOnSale>().passTypes;
    const ids: number[] = [];
    for (const type of onSale) {
      const bought = await buyer.post('/api/passes', { passTypeId: type.id });
      expect(bought.statusCode, bought.body).toBe(201);
      const { passId, checkoutUrl } = bought.json<BuyPassResponse>();
      const paid = await buyer.post(`/api/test-checkout/${checkoutUrl.split('/').pop()}/pay`, {
        cardNumber: '4242424242424242',
      });
      expect(paid.statusCode, paid.body).toBe(200);
      ids.push(passId);
    }
    return ids;
  };

  const waitlistFields = async () =>
    (await owner.get('/api/admin/waitlists'))
      .json<AdminWaitlists>()
      .rows.map((row) => row.fieldName);
  const passFields = async () =>
    (await owner.get('/api/admin/passes'))
      .json<AdminPasses>()
      .passes.map((pass) => [pass.name, pass.fieldNames]);

  it('When the park has two fields, then each waiting place names its field and each pass the fields it covers', async () => {
    const { first, puppy } = await addPuppyPaddock(owner);
    await waitFor(puppy.id);
    await waitFor(first.id);
    // Both slots start at 10:00: the line is in the order the places were taken.
    expect(await waitlistFields()).toEqual(['Puppy paddock', 'Main field']);

    const [, both] = await sellPasses([
      { ...TEN_HOURS, name: 'Puppy hours', fieldIds: [puppy.id] },
      { ...TEN_HOURS, name: 'Any field', fieldIds: [puppy.id, first.id] },
    ]);
    // Newest first; the fields in the owner's order, whatever order the pass lists them in.
    expect(await passFields()).toEqual([
      ['Any field', ['Main field', 'Puppy paddock']],
      ['Puppy hours', ['Puppy paddock']],
    ]);
    const refunded = await owner.post(`/api/admin/passes/${both}/refund`, {
      sessions: 1,
      amountPence: 1000,
      reason: 'Moving away',
    });
    expect(refunded.statusCode, refunded.body).toBe(200);
    expect(refunded.json<AdminPass>().fieldNames).toEqual(['Main field', 'Puppy paddock']);
  });

  it('When the park has one field, then no waiting place or pass names a field', async () => {
    await waitFor();
    expect(await waitlistFields()).toEqual([null]);
    await sellPasses([TEN_HOURS]);
    expect(await passFields()).toEqual([['Ten hours', []]]);
  });
});
