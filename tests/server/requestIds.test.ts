import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TestBrowser } from '../support/browser';
import { startTestApp, type TestApp } from '../support/testApp';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

describe('request ids', () => {
  let direct: TestApp;
  let proxied: TestApp;
  const lines: Array<Record<string, unknown>> = [];

  beforeAll(async () => {
    direct = await startTestApp({
      env: { LOG_LEVEL: 'info' },
      logDestination: { write: (line: string) => void lines.push(JSON.parse(line)) },
    });
    proxied = await startTestApp({ env: { TRUST_PROXY: '1' } });
  });
  afterAll(async () => {
    await direct.close();
    await proxied.close();
  });

  it('When requests are answered, then each says its own id in X-Request-Id, the same its log line and its error carry', async () => {
    lines.length = 0;
    const browser = new TestBrowser(direct);
    const park = await browser.get('/api/park');
    const refused = await browser.post('/api/auth/sign-in', { email: 'nobody@example.com' });
    const ids = [park, refused].map((response) => String(response.headers['x-request-id']));
    for (const id of ids) expect(id).toMatch(UUID);
    expect(ids[0]).not.toBe(ids[1]);

    expect(refused.statusCode).toBe(400);
    expect(refused.json().error.requestId).toBe(ids[1]);
    const logged = lines.filter((line) => line.msg === 'request').map((line) => line.reqId);
    expect(logged).toEqual(ids);
  });

  it('When an address is too broken to route, then the answer still carries its id', async () => {
    const response = await direct.app.inject({ url: '/api/%E0%A4%A' });
    expect(response.statusCode).toBe(400);
    expect(response.headers['x-request-id']).toMatch(UUID);
    expect(response.json().error.requestId).toBe(response.headers['x-request-id']);
  });

  it('When a client sends its own X-Request-Id with no proxy trusted, then it is not taken', async () => {
    const response = await direct.app.inject({
      url: '/api/park',
      headers: { 'x-request-id': 'chosen-by-the-client' },
    });
    expect(response.headers['x-request-id']).toMatch(UUID);
  });

  it('When a trusted proxy gives a sane X-Request-Id, then it is the request id; an odd one is replaced', async () => {
    const sane = await proxied.app.inject({
      url: '/api/park',
      headers: { 'x-request-id': 'caddy-7f3a.0001' },
    });
    expect(sane.headers['x-request-id']).toBe('caddy-7f3a.0001');
    for (const odd of ['has space', 'x'.repeat(65), 'semi;colon', '']) {
      const response = await proxied.app.inject({
        url: '/api/park',
        headers: { 'x-request-id': odd },
      });
      expect(response.headers['x-request-id'], odd).toMatch(UUID);
    }
  });
});
