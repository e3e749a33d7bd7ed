import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bookingRow, slot } from '../support/bookings';
import { GOOD_PASSWORD, signedInAs, uniqueEmail } from '../support/browser';
import { startTestApp, type TestApp } from '../support/testApp';

describe('requests from other sites', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp();
  });
  afterAll(() => t.close());

  const signUp = (headers: Record<string, string>, payload: string) =>
    t.app.inject({ method: 'POST', url: '/api/auth/sign-up', headers, payload });
  const body = (email: string) => JSON.stringify({ email, password: GOOD_PASSWORD });
  const exists = async (email: string) =>
    (await t.database.db.query('select 1 from users where email = $1', [email])).length === 1;

  it('When a POST comes with a foreign Origin, then it gets 403 and nothing changes', async () => {
    const email = uniqueEmail();
    const response = await signUp(
      {
        origin: 'https://evil.example',
        'content-type': 'application/json',
        'sec-fetch-site': 'same-origin',
      },
      body(email),
    );
    expect(response.statusCode).toBe(403);
    expect(response.json().error.code).toBe('request/cross-site');
    expect(await exists(email)).toBe(false);
  });

  it('When a POST has no Origin and no Sec-Fetch-Site, then it gets 403', async () => {
    const email = uniqueEmail();
    const response = await signUp({ 'content-type': 'application/json' }, body(email));
    expect(response.statusCode).toBe(403);
    expect(await exists(email)).toBe(false);
  });

  it('When a POST has no Origin but the browser says same-origin, then it goes through', async () => {
    const email = uniqueEmail();
    const response = await signUp(
      { 'content-type': 'application/json', 'sec-fetch-site': 'same-origin' },
      body(email),
    );
    expect(response.statusCode).toBe(201);
  });

  it('When our own origin sends a form instead of JSON, then it gets 403 (a form on another site could do that)', async () => {
    const email = uniqueEmail();
    const response = await signUp(
      { origin: t.config.publicUrl, 'content-type': 'application/x-www-form-urlencoded' },
      `email=${encodeURIComponent(email)}&password=${encodeURIComponent(GOOD_PASSWORD)}`,
    );
    expect(response.statusCode).toBe(403);
    expect(response.json().error.code).toBe('request/json-required');
    expect(await exists(email)).toBe(false);
  });

  it('When the body is not the shape asked for, then it gets 400 naming the field', async () => {
    const response = await signUp(
      { origin: t.config.publicUrl, 'content-type': 'application/json' },
      JSON.stringify({ email: 5 }),
    );
    expect(response.statusCode).toBe(400);
    expect(response.json().error).toMatchObject({
      code: 'request/invalid',
      fields: { email: expect.any(String) },
    });
  });

  it('When another site writes the path percent-encoded (/%61pi/…), then the check still applies: it can neither sign the victim out nor free their hold', async () => {
    const victim = await signedInAs(t, 'customer');
    const booked = await victim.post('/api/bookings', slot('10:00'));
    expect(booked.statusCode).toBe(201);
    const id = booked.json().bookingId;
    for (const url of [
      '/%61pi/auth/sign-out',
      `/%61pi/bookings/${id}/release`,
      `/api/bookings/${id}/%72elease`,
      `/%61%70%69/bookings/${id}/release`,
    ]) {
      const response = await t.app.inject({
        method: 'POST',
        url,
        headers: { origin: 'https://evil.example', cookie: victim.cookie ?? '' },
      });
      expect(response.statusCode, url).toBe(403);
      expect(response.json().error.code, url).toBe('request/cross-site');
    }
    expect((await victim.get('/api/session')).json().user).not.toBeNull();
    expect((await bookingRow(t, id))?.status).toBe('pending');
  });

  it('When a GET is sent to an address that changes things, then it is not found: GETs change nothing', async () => {
    for (const url of [
      '/api/auth/sign-up',
      '/api/auth/sign-in',
      '/api/auth/sign-out',
      '/api/auth/reset-password',
    ]) {
      expect((await t.app.inject({ url })).statusCode, url).toBe(404);
    }
  });
});
