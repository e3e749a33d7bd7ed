import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { serverNowOf } from '../../src/contract/initialData';
import type { ParkResponse } from '../../src/contract/park';
import { startTestApp, type TestApp } from '../support/testApp';

describe('GET /api/park', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp({ now: '2025-05-01T09:00:00+01:00' });
  });
  afterAll(() => t.close());

  it("When a visitor's page asks for the park, then it gets the seed's settings as defaults", async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/park' });
    expect(response.statusCode).toBe(200);
    const { park } = response.json<ParkResponse>();
    expect(park).toMatchObject({
      timeZone: 'Europe/London',
      openingDate: '2025-05-10',
      openingNotice: 'Opening on the 10th of May 2025!, pre-booking available now!',
      // The seed's 06:00 to 22:00, every day of the week, and no seasons until the owner adds one.
      hours: {
        weekly: Array.from({ length: 7 }, () => ({ opens: '06:00', closes: '22:00' })),
        seasons: [],
      },
      slots: { steps: [30, 60] },
      bookingWindowMonths: 12,
      handoverMinutes: 0,
      maxDogs: 8,
      checkoutHoldMinutes: 30,
      cancellationCutoffHours: 12,
      arrivalMinutesBefore: 10,
      flags: { discountsEnabled: true, first50EventActive: true },
    });
    expect(park.prices).toEqual([
      { id: 1, dogs: '1-4', minutes: 30, pence: 650 },
      { id: 2, dogs: '1-4', minutes: 60, pence: 1100 },
      { id: 3, dogs: '5-6', minutes: 30, pence: 800 },
      { id: 4, dogs: '5-6', minutes: 60, pence: 1500 },
      { id: 5, dogs: '7-8', minutes: 30, pence: 950 },
      { id: 6, dogs: '7-8', minutes: 60, pence: 1850 },
    ]);
  });

  it('Then the closed dates are the 13 days before opening and the 4th and 5th of October', async () => {
    const { park } = (await t.app.inject({ url: '/api/park' })).json<ParkResponse>();
    expect(park.closedDates).toHaveLength(15);
    expect(park.closedDates[0]).toBe('2025-04-27');
    expect(park.closedDates[12]).toBe('2025-05-09');
    expect(park.closedDates.slice(13)).toEqual(['2025-10-04', '2025-10-05']);
  });

  it('Then the contact details are plainly fictional', async () => {
    const { park } = (await t.app.inject({ url: '/api/park' })).json<ParkResponse>();
    expect(park.phone).toMatch(/^01632 960\d{3}$/); // Ofcom's range for drama
    expect(park.email).toMatch(/\.example$/);
    expect(new URL(park.social.url).hostname).toMatch(/\.example$/);
    expect(park.addressLines.join(' ')).toContain('ZZ99');
  });

  it("Then the time is the server's clock, not the real one, and it moves with it", async () => {
    const first = await t.app.inject({ url: '/api/park' });
    expect(serverNowOf(first.headers['server-timing'] as string)).toBe('2025-05-01T08:00:00.000Z');
    t.clock.advance(60 * 60_000);
    const later = await t.app.inject({ url: '/api/park' });
    expect(serverNowOf(later.headers['server-timing'] as string)).toBe('2025-05-01T09:00:00.000Z');
  });

  it('Then a browser may keep it but asks again each time, so a changed setting shows on the next visit', async () => {
    const response = await t.app.inject({ url: '/api/park' });
    expect(response.headers['cache-control']).toBe('no-cache');
  });
});

describe('GET /api/park, asked again', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp({ now: '2025-05-01T09:00:00+01:00' });
  });
  afterAll(() => t.close());

  const park = (headers: Record<string, string> = {}) =>
    t.app.inject({ url: '/api/park', headers: { 'accept-encoding': 'br', ...headers } });

  it('When the settings are unchanged, then every caller gets the same bytes and tag, whatever the clock says', async () => {
    const first = await park();
    t.clock.advance(5 * 60_000);
    const second = await park({ cookie: 'paddock_session=someone-else' });
    expect(first.headers.etag).toMatch(/^"[^"]+"$/);
    expect(second.headers.etag).toBe(first.headers.etag);
    expect(second.rawPayload.equals(first.rawPayload)).toBe(true);
    expect(first.headers['content-encoding']).toBe('br');
  });

  it('When the caller holds the current tag, then it gets 304 with no body, and the server time still', async () => {
    const { etag } = (await park()).headers;
    const again = await park({ 'if-none-match': `W/"other", ${etag}` });
    expect(again.statusCode).toBe(304);
    expect(again.rawPayload).toHaveLength(0);
    expect(again.headers.etag).toBe(etag);
    expect(serverNowOf(again.headers['server-timing'] as string)).toBe(t.clock.now().toISOString());
  });

  it('When each encoding is asked for, then each has its own tag and the same park', async () => {
    const plain = await t.app.inject({ url: '/api/park' });
    const gzip = await t.app.inject({ url: '/api/park', headers: { 'accept-encoding': 'gzip' } });
    const br = await park();
    expect(new Set([plain.headers.etag, gzip.headers.etag, br.headers.etag]).size).toBe(3);
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(gunzipSync(gzip.rawPayload).toString()).toBe(plain.body);
    expect(brotliDecompressSync(br.rawPayload).toString()).toBe(plain.body);
    const notModified = await park({ 'if-none-match': plain.headers.etag as string });
    expect(notModified.statusCode).toBe(200);
  });

  it('When the owner changes a setting, then the tag changes and the old one gets the new park', async () => {
    const before = await park();
    await t.database.db.query(`update park_settings set name = 'Renamed Meadow' where id = 1`);
    const after = await park({ 'if-none-match': before.headers.etag as string });
    expect(after.statusCode).toBe(200);
    expect(after.headers.etag).not.toBe(before.headers.etag);
    expect(JSON.parse(brotliDecompressSync(after.rawPayload).toString()).park.name).toBe(
      'Renamed Meadow',
    );
  });
});
