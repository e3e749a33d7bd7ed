import { afterEach, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../support/testApp';

describe('health', () => {
  let t: TestApp;
  afterEach(() => t.close());

  it('When the home page pings, then the server answers without touching anything', async () => {
    t = await startTestApp();
    const response = await t.app.inject({ url: '/ping' });
    expect(response.statusCode).toBe(200);
    expect(response.body).toBe('pong');
  });

  it('When the database answers, then /healthz says ok', async () => {
    t = await startTestApp();
    const response = await t.app.inject({ url: '/healthz' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ status: 'ok', database: 'ok' });
  });

  it('When the instance drains before a stop, then /ping and /healthz answer 503 and every other request is served as before', async () => {
    t = await startTestApp();
    const draining = t.paddock.drain.run(600_000);
    try {
      const ping = await t.app.inject({ url: '/ping' });
      expect({ status: ping.statusCode, body: ping.body }).toEqual({
        status: 503,
        body: 'stopping',
      });
      const health = await t.app.inject({ url: '/healthz' });
      expect({ status: health.statusCode, body: health.json() }).toEqual({
        status: 503,
        body: { status: 'stopping', database: 'ok' },
      });
      expect((await t.app.inject({ url: '/api/park' })).statusCode).toBe(200);
    } finally {
      t.paddock.drain.end();
      await draining;
    }
  });

  it('When the database is unreachable, then /healthz is 503 and the API says so plainly', async () => {
    t = await startTestApp();
    await t.database.cutOff();

    const health = await t.app.inject({ url: '/healthz' });
    expect(health.statusCode).toBe(503);
    expect(health.json()).toEqual({ status: 'unavailable', database: 'unreachable' });

    const park = await t.app.inject({ url: '/api/park' });
    expect(park.statusCode).toBe(503);
    expect(park.json()).toEqual({
      error: {
        code: 'service/unavailable',
        message:
          "We can't reach the park's booking system right now. Please try again in a minute.",
        requestId: expect.any(String),
      },
    });
    expect(park.body).not.toMatch(/at .*\.(ts|js):\d+/); // no stack trace

    // /ping stays cheap and up: it never needed the database.
    expect((await t.app.inject({ url: '/ping' })).statusCode).toBe(200);
  });
});
