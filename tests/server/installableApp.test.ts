import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { startTestAppWithBuild } from '../support/fakeBuild';
import type { TestApp } from '../support/testApp';

/** The content security policy's directives, by name. */
function directives(header: unknown): Map<string, string> {
  const policy = new Map<string, string>();
  for (const part of String(header ?? '').split(';')) {
    const [name = '', ...values] = part.trim().split(/\s+/);
    if (name) policy.set(name, values.join(' '));
  }
  return policy;
}

describe('the app installed, and its service worker (decision 116)', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestAppWithBuild();
  });
  afterAll(() => t.close());

  it('When the service worker is asked for, then it comes from the root, checked again on every visit', async () => {
    const response = await t.app.inject({ url: '/sw.js' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/^(text|application)\/javascript/);
    expect(response.headers['cache-control']).toBe('no-cache');
    // Only the hashed assets may be kept for a year.
    const asset = await t.app.inject({ url: '/assets/index-Ab12Cd34.js' });
    expect(asset.headers['cache-control']).toBe('public, max-age=31536000, immutable');
  });

  it('Then pages and the worker itself allow a worker and a manifest from this site alone', async () => {
    for (const url of ['/', '/my-bookings', '/sw.js', '/manifest.webmanifest']) {
      const csp = directives((await t.app.inject({ url })).headers['content-security-policy']);
      expect(csp.get('worker-src'), url).toBe("'self'");
      expect(csp.get('manifest-src'), url).toBe("'self'");
      expect(csp.get('script-src'), url).toBe("'self'");
    }
  });

  it("When the manifest is asked for, then it carries the park's name as the settings have it now", async () => {
    const first = await t.app.inject({ url: '/manifest.webmanifest' });
    expect(first.statusCode).toBe(200);
    expect(first.headers['content-type']).toBe('application/manifest+json; charset=utf-8');
    expect(first.headers['cache-control']).toBe('no-cache');
    expect(first.json()).toMatchObject({
      name: 'Meadow Paddock Dog Field',
      short_name: 'Meadow',
      start_url: '/my-bookings',
      scope: '/',
      display: 'standalone',
      theme_color: '#2f6b3a',
    });
    expect(first.json().icons.map((icon: { sizes: string }) => icon.sizes)).toEqual([
      '192x192',
      '512x512',
      '512x512',
    ]);

    await t.database.db.query("update park_settings set name = 'Hilltop Hounds'");
    try {
      const renamed = (await t.app.inject({ url: '/manifest.webmanifest' })).json();
      expect(renamed.name).toBe('Hilltop Hounds');
      expect(renamed.short_name).toBe('Hilltop');
    } finally {
      await t.database.db.query("update park_settings set name = 'Meadow Paddock Dog Field'");
    }
  });
});

describe('the manifest while the database is down', () => {
  let t: TestApp;
  afterEach(() => t.close());

  it('When the settings can’t be read, then the manifest still comes, with the generic name', async () => {
    t = await startTestAppWithBuild();
    await t.database.cutOff();
    const response = await t.app.inject({ url: '/manifest.webmanifest' });
    expect(response.statusCode).toBe(200);
    expect(response.json().name).toBe('Dog field bookings');
  });
});
