import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ParkResponse } from '../../src/contract/park';
import type { FieldSettings, ParkField } from '../../src/contract/parkFields';
import type { AdminSettings } from '../../src/contract/settings';
import { signedInAs, type TestBrowser } from '../support/browser';
import { startTestApp, type TestApp } from '../support/testApp';
import { testDatabaseKind } from '../support/testDatabase';

// The first field given a length the seed never sold, in Settings → Fields: the pages that
// still speak of the park's own lengths (the public park, Booking rules) answer and keep it.

describe(`a first field selling 45 minutes, on ${testDatabaseKind()}`, () => {
  let t: TestApp;
  let owner: TestBrowser;
  let first: ParkField;

  const settings = async () => (await owner.get('/api/admin/settings')).json<AdminSettings>();
  const saveRules = (change: Partial<AdminSettings['bookingRules']>) =>
    settings().then((now) =>
      owner.post('/api/admin/settings/booking-rules', { ...now.bookingRules, ...change }),
    );

  beforeAll(async () => {
    t = await startTestApp({ now: '2025-05-01T09:00:00+01:00' });
    owner = await signedInAs(t, 'super-admin');
    first = (await owner.get('/api/park')).json<ParkResponse>().park.fields[0] as ParkField;
    const withHalfHours: FieldSettings = {
      name: first.name,
      description: first.description,
      size: first.size,
      sales: {
        maxDogs: first.maxDogs,
        lengths: [30, 45, 60],
        startStepMinutes: first.startStepMinutes,
        bands: first.bands,
        prices: [
          ...first.prices,
          ...first.bands.map(({ from, to }) => ({
            band: `${from}-${to}`,
            minutes: 45,
            pence: 900,
            weekendPence: null,
          })),
        ],
      },
      hours: first.hours,
      handoverMinutes: first.handoverMinutes,
    };
    const changed = await owner.post(`/api/admin/fields/${first.id}`, withHalfHours);
    expect(changed.statusCode, changed.body).toBe(200);
  });
  afterAll(() => t.close());

  it('When the first field sells 45 minutes, then the park and the settings still answer with it', async () => {
    const park = await owner.get('/api/park');
    expect(park.statusCode, park.body).toBe(200);
    expect(park.json<ParkResponse>().park.slots.steps).toEqual([30, 45, 60]);
    const answer = await owner.get('/api/admin/settings');
    expect(answer.statusCode, answer.body).toBe(200);
    expect(answer.json<AdminSettings>().bookingRules.slotLengths).toEqual([30, 45, 60]);
  });

  it('When Booking rules stops offering 30 minutes, then 45 stays; more dogs than the bands cover is refused', async () => {
    const saved = await saveRules({ slotLengths: [45, 60] });
    expect(saved.statusCode, saved.body).toBe(200);
    const { park } = (await owner.get('/api/park')).json<ParkResponse>();
    expect(park.fields[0]?.lengths).toEqual([45, 60]);

    const tooMany = await saveRules({ maxDogs: 10 });
    expect(tooMany.statusCode).toBe(400);
    expect(Object.keys(tooMany.json().error.fields)).toEqual(['maxDogs']);
    expect((await settings()).bookingRules.maxDogs).toBe(first.maxDogs);
  });
});
