import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FieldSettings, ParkField } from '../../src/contract/parkFields';
import type { JoinWaitlistResponse, WaitlistEntry } from '../../src/contract/waitlist';
import { AGILITY_SALES } from '../../src/domain/testing/exampleFields';
import { BOOKING_DAY, FIRST_RULES_VERSION, TEST_CONTACT } from '../support/bookings';
import { signedInAs, type TestBrowser } from '../support/browser';
import { PUPPY_PADDOCK } from '../support/secondField';
import { startTestApp, type TestApp } from '../support/testApp';
import { bookAndPay } from '../support/testCheckoutPay';
import { testDatabaseKind } from '../support/testDatabase';

// Waiting lists on a field that is not the first: offered by that field's own rules.

/** The agility paddock, open 09:00 to 17:00: hours the first field does not keep. */
const AGILITY: FieldSettings = {
  name: 'Agility paddock',
  description: '',
  size: '',
  sales: {
    ...AGILITY_SALES,
    lengths: [...AGILITY_SALES.lengths],
    bands: [...AGILITY_SALES.bands],
    prices: [...AGILITY_SALES.prices],
  },
  hours: {
    weekly: Array.from({ length: 7 }, () => ({ opens: '09:00', closes: '17:00' })),
    seasons: [],
  },
  handoverMinutes: 0,
};

describe(`waiting for a slot of another field, on ${testDatabaseKind()}`, () => {
  let t: TestApp;
  let owner: TestBrowser;
  let agility: ParkField;
  let puppy: ParkField;

  beforeAll(async () => {
    t = await startTestApp({ now: '2025-05-01T09:00:00+01:00' });
    owner = await signedInAs(t, 'super-admin');
    const added = await owner.post('/api/admin/fields', AGILITY);
    expect(added.statusCode, added.body).toBe(201);
    agility = added.json<{ field: ParkField }>().field;
    const second = await owner.post('/api/admin/fields', PUPPY_PADDOCK);
    expect(second.statusCode, second.body).toBe(201);
    puppy = second.json<{ field: ParkField }>().field;
  });
  afterAll(() => t.close());

  /** 45 minutes for 1-2 dogs on the agility paddock at `time` on BOOKING_DAY (a Saturday). */
  const agilitySession = (time: string) => ({
    date: BOOKING_DAY,
    time,
    minutes: 45,
    dogs: '1-2',
    fieldId: agility.id,
  });

  /** A paid session, and a second customer waiting for it. */
  async function takenAndWaitedFor(session: ReturnType<typeof agilitySession>) {
    const holder = await signedInAs(t, 'customer');
    const id = await bookAndPay(holder, {
      ...session,
      rulesVersion: FIRST_RULES_VERSION,
      contact: TEST_CONTACT,
    });
    const waiter = await signedInAs(t, 'customer');
    const joined = await waiter.post('/api/waitlist', session);
    expect(joined.statusCode, joined.body).toBe(201);
    const { entry } = joined.json<JoinWaitlistResponse>();
    return { holder, id, waiter, entry };
  }

  const placeOf = async (who: TestBrowser, id: number) =>
    (await who.get(`/api/waitlist/${id}`)).json<WaitlistEntry>();

  it('When a 45-minute session at a quarter past is freed, then the first waiting is offered it at the field’s weekend price', async () => {
    const { holder, id, waiter, entry } = await takenAndWaitedFor(agilitySession('10:15'));
    const cancelled = await holder.post(`/api/bookings/${id}/cancel`, { expect: 'full-refund' });
    expect(cancelled.statusCode, cancelled.body).toBe(200);
    await t.paddock.sweeper.runOnce();
    expect(await placeOf(waiter, entry.id)).toMatchObject({
      status: 'offered',
      offer: { pricePence: 1100 },
    });
  });

  it('When the field is closed to new bookings, then a freed slot of it is offered to nobody', async () => {
    const { holder, id, waiter, entry } = await takenAndWaitedFor({
      date: BOOKING_DAY,
      time: '13:00',
      minutes: 60,
      dogs: '1-4',
      fieldId: puppy.id,
    });
    await owner.post(`/api/admin/fields/${puppy.id}/retired`, { retired: true });
    try {
      await holder.post(`/api/bookings/${id}/cancel`, { expect: 'full-refund' });
      await t.paddock.sweeper.runOnce();
      expect((await placeOf(waiter, entry.id)).status).toBe('waiting');
    } finally {
      await owner.post(`/api/admin/fields/${puppy.id}/retired`, { retired: false });
    }
  });
});
