import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TestBrowser } from '../support/browser';
import { startTestApp, type TestApp } from '../support/testApp';

describe('the request log', () => {
  let t: TestApp;
  const lines: Array<Record<string, unknown>> = [];

  beforeAll(async () => {
    t = await startTestApp({
      env: { LOG_LEVEL: 'info' },
      logDestination: { write: (line: string) => void lines.push(JSON.parse(line)) },
    });
  });
  afterAll(() => t.close());

  it('When requests are answered, then each writes one line at info with its route, status and time, and no secret from its address', async () => {
    lines.length = 0;
    const browser = new TestBrowser(t);
    await browser.get('/api/park');
    await browser.get('/api/texts/site-rules');
    // The calendar feed's address is its secret: it logs at warn only, and never the address.
    await browser.get('/calendar/a-secret-of-the-owner.ics');
    await browser.get('/api/nowhere');
    // The proxy's health check, every second: no line.
    await browser.get('/ping');

    const requests = lines.filter((line) => line.msg === 'request');
    expect(lines.filter((line) => line.msg !== 'request')).toEqual([]);
    expect(requests.map(({ method, route, status }) => ({ method, route, status }))).toEqual([
      { method: 'GET', route: '/api/park', status: 200 },
      { method: 'GET', route: '/api/texts/:key', status: 200 },
      { method: 'GET', route: null, status: 404 },
    ]);
    for (const line of requests) {
      expect(line.level).toBe(30);
      expect(typeof line.ms).toBe('number');
    }
    expect(JSON.stringify(lines)).not.toContain('a-secret-of-the-owner');
  });
});
