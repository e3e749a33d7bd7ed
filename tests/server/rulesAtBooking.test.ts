import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { BookingDetail } from '../../src/contract/bookingDetail';
import type { BookingContext, DogNames } from '../../src/contract/bookingProfile';
import type { AdminSettings } from '../../src/contract/settings';
import { FIRST_RULES_VERSION, slot } from '../support/bookings';
import { signedInAs, type TestBrowser } from '../support/browser';
import { startTestApp, type TestApp } from '../support/testApp';

describe('the site rules ticked at booking, and the dogs that come', () => {
  let t: TestApp;
  let owner: TestBrowser;
  let walker: TestBrowser;
  beforeEach(async () => {
    t = await startTestApp();
    owner = await signedInAs(t, 'super-admin');
    walker = await signedInAs(t, 'customer');
  });
  afterEach(() => t.close());

  const context = async (who = walker) =>
    (await who.get('/api/booking-context')).json<BookingContext>();
  const unticked = (time: string) => ({ ...slot(time), rulesVersion: null });
  const detailOf = async (id: number) =>
    (await owner.get(`/api/admin/bookings/${id}/detail`)).json<BookingDetail>();
  const changeRules = async (words: string) => {
    const { texts } = (await owner.get('/api/admin/settings')).json<AdminSettings>();
    const saved = await owner.post('/api/admin/settings/texts', { ...texts, siteRules: words });
    expect(saved.statusCode, saved.body).toBe(200);
  };

  it('When a customer books for the first time without ticking the rules, then nothing is held until they tick them, and the booking keeps the version and time', async () => {
    expect((await context()).rules).toEqual({
      version: FIRST_RULES_VERSION,
      standing: 'first-time',
    });
    const refused = await walker.post('/api/bookings', unticked('10:00'));
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toMatchObject({ error: { code: 'booking/rules-not-accepted' } });

    const booked = await walker.post('/api/bookings', slot('10:00'));
    expect(booked.statusCode, booked.body).toBe(201);
    const detail = await detailOf(booked.json<{ bookingId: number }>().bookingId);
    expect(detail.rules).toEqual({
      version: FIRST_RULES_VERSION,
      acceptedAt: t.clock.now().toISOString(),
    });
    expect((await context()).rules.standing).toBe('accepted');

    // Once agreed, the next booking asks nothing, and keeps when they agreed.
    t.clock.advance(60_000);
    const next = await walker.post('/api/bookings', unticked('12:00'));
    expect(next.statusCode, next.body).toBe(201);
    expect((await detailOf(next.json<{ bookingId: number }>().bookingId)).rules).toEqual(
      detail.rules,
    );
  });

  it('When the owner changes the words of the rules, then customers tick them again, and a tick of the old version is refused', async () => {
    expect((await walker.post('/api/bookings', slot('10:00'))).statusCode).toBe(201);
    await changeRules('Dogs on leads at the gate. Close it behind you.');
    expect((await context()).rules).toEqual({
      version: FIRST_RULES_VERSION + 1,
      standing: 'changed',
    });

    const untickedAgain = await walker.post('/api/bookings', unticked('12:00'));
    expect(untickedAgain.json()).toMatchObject({ error: { code: 'booking/rules-not-accepted' } });
    const stale = await walker.post('/api/bookings', slot('12:00'));
    expect(stale.statusCode).toBe(409);
    expect(stale.json()).toMatchObject({ error: { code: 'booking/rules-changed' } });

    const fresh = await walker.post('/api/bookings', {
      ...slot('12:00'),
      rulesVersion: FIRST_RULES_VERSION + 1,
    });
    expect(fresh.statusCode, fresh.body).toBe(201);
    expect((await context()).rules.standing).toBe('accepted');
  });

  it('When the texts are saved with the rules unchanged, then the rules keep their version', async () => {
    const { texts } = (await owner.get('/api/admin/settings')).json<AdminSettings>();
    await owner.post('/api/admin/settings/texts', { ...texts, about: 'A new about text.' });
    expect((await context()).rules.version).toBe(FIRST_RULES_VERSION);
  });

  it('When a customer says how many dogs come, then a number outside the band is refused and one inside is kept', async () => {
    const tooMany = await walker.post('/api/bookings', { ...slot('10:00'), dogCount: 5 });
    expect(tooMany.statusCode).toBe(400);
    expect(tooMany.json()).toMatchObject({
      error: { code: 'booking/dog-count', message: 'A 1-4 booking is for 1 to 4 dogs.' },
    });
    const booked = await walker.post('/api/bookings', { ...slot('10:00'), dogCount: 3 });
    expect(booked.statusCode, booked.body).toBe(201);
    const detail = await detailOf(booked.json<{ bookingId: number }>().bookingId);
    expect(detail.dogs).toBe('3 dogs');
    expect(detail.pricedAs).toBe('1-4');
  });

  it("When a customer keeps their dogs' names, then they are kept tidy, the booking page knows them, and nobody else's are touched", async () => {
    const other = await signedInAs(t, 'customer');
    const saved = await walker.post('/api/account/dogs', {
      names: [' Biscuit ', 'Pepper', 'biscuit', ''],
    });
    expect(saved.json<DogNames>()).toEqual({ names: ['Biscuit', 'Pepper'] });
    expect((await walker.get('/api/account/dogs')).json<DogNames>()).toEqual(saved.json());
    expect((await context()).dogNames).toEqual(['Biscuit', 'Pepper']);
    expect((await context(other)).dogNames).toEqual([]);

    const tooLong = await walker.post('/api/account/dogs', { names: ['x'.repeat(41)] });
    expect(tooLong.statusCode).toBe(400);
    expect((await walker.get('/api/account/dogs')).json<DogNames>().names).toEqual([
      'Biscuit',
      'Pepper',
    ]);
  });
});
