import { tmpdir } from 'node:os';
import path from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { GOOD_PASSWORD, TestBrowser } from '../support/browser';
import { startTestAppWithBuild } from '../support/fakeBuild';
import { pageStart } from '../support/pageStart';
import { startTestApp, type TestApp } from '../support/testApp';

describe('serving the web app', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestAppWithBuild();
  });
  afterAll(() => t.close());

  it('When any page of the seed is opened directly, then the app loads with status 200', async () => {
    for (const url of [
      '/',
      '/about',
      '/site-rules',
      '/cancellation-policy',
      '/faq',
      '/privacy',
      '/free-times',
      '/booking',
      '/sign-up',
      '/sign-in',
      '/sign-out',
      '/admin',
      '/pay-success/abc123',
      '/pay-success/:abc123',
      '/about/',
      '/about?from=footer',
    ]) {
      const response = await t.app.inject({ url });
      expect(response.statusCode, url).toBe(200);
      expect(response.headers['content-type'], url).toBe('text/html; charset=utf-8');
      expect(response.body, url).toContain('<div id="root">');
    }
  });

  it("Then the page carries the park's settings and the server's time, so the first paint needs no request", async () => {
    const response = await t.app.inject({ url: '/' });
    const data = pageStart(response);
    expect(data?.park.park.name).toBeTruthy();
    expect(data?.session).toEqual({
      user: null,
      paid: false,
      admin: false,
      superAdmin: false,
      twoFactor: false,
    });
    expect(data?.park.now).toBe(t.clock.now().toISOString());
  });

  it("Then a page that shows one of the owner's texts carries it, and other pages carry none", async () => {
    const home = pageStart(await t.app.inject({ url: '/' }));
    expect(home?.text?.key).toBe('about');
    expect(home?.text?.markdown).toContain('secure dog exercise field');
    const rules = pageStart(await t.app.inject({ url: '/site-rules/?from=mail' }));
    expect(rules?.text?.key).toBe('site-rules');
    expect(pageStart(await t.app.inject({ url: '/booking' }))?.text).toBeNull();
    expect(pageStart(await t.app.inject({ url: '/constructor' }))?.text).toBeNull();
  });

  it('When the signed-in address contains $` or $&, then its pages still come whole with its own address in them', async () => {
    const email = `dollar$\`tick$&.${Date.now()}@example.com`;
    const browser = new TestBrowser(t);
    expect(
      (await browser.post('/api/auth/sign-up', { email, password: GOOD_PASSWORD })).statusCode,
    ).toBe(201);
    for (const url of ['/', '/my-bookings']) {
      const page = await browser.get(url);
      expect(page.body.match(/<\/head>/g), url).toHaveLength(1);
      expect(page.body, url).toContain('<div id="root">');
      expect(pageStart(page)?.session.user?.email, url).toBe(email);
    }
  });

  it('When signed-out visitors open a page, then each gets the same bytes, made once for these settings, and a signed-in one gets theirs with who they are', async () => {
    const asked = (encoding: string) =>
      t.app.inject({ url: '/about', headers: { 'accept-encoding': encoding } });
    const [first, second] = [await asked('gzip, br'), await asked('br')];
    expect(first.headers['content-encoding']).toBe('br');
    expect(first.headers.vary).toContain('accept-encoding');
    expect(first.rawPayload.equals(second.rawPayload)).toBe(true);
    const plain = await asked('identity');
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(brotliDecompressSync(first.rawPayload).toString()).toBe(plain.body);
    expect(gunzipSync((await asked('gzip;q=1, br;q=0')).rawPayload).toString()).toBe(plain.body);
    expect(plain.body).not.toContain('paddock-session');

    await t.database.db.query("update park_settings set name = 'Hilltop Hounds Field'");
    try {
      const renamed = await asked('br');
      expect(renamed.rawPayload.equals(first.rawPayload)).toBe(false);
      expect(pageStart(await asked('identity'))?.park.park.name).toBe('Hilltop Hounds Field');
    } finally {
      await t.database.db.query("update park_settings set name = 'Meadow Paddock Dog Field'");
    }

    const browser = new TestBrowser(t);
    const email = `walker.${Date.now()}@example.com`;
    await browser.post('/api/auth/sign-up', { email, password: GOOD_PASSWORD });
    const own = await browser.get('/about');
    expect(own.body).toContain('<script id="paddock-session"');
    expect(pageStart(own)?.session.user?.email).toBe(email);
    expect(pageStart(own)?.park.park).toEqual(pageStart(plain)?.park.park);
  });

  it("Then a visitor's page may be kept only by their browser, which asks again each time, and carries a content security policy", async () => {
    const response = await t.app.inject({ url: '/about' });
    expect(response.headers['cache-control']).toBe('private, no-cache');
    expect(response.headers['content-security-policy']).toContain("default-src 'self'");
    expect(response.headers['content-security-policy']).toContain("frame-ancestors 'none'");
    expect(response.headers['x-content-type-options']).toBe('nosniff');
  });

  it('When a signed-out visitor asks again with the tag they hold, then they get 304 with no body, until the settings change', async () => {
    const ask = (etag?: string) =>
      t.app.inject({
        url: '/faq',
        headers: { 'accept-encoding': 'br', ...(etag ? { 'if-none-match': etag } : {}) },
      });
    const first = await ask();
    const second = await ask();
    expect(first.headers.etag).toMatch(/^"[^"]+"$/);
    expect(second.headers.etag).toBe(first.headers.etag);
    expect(second.rawPayload.equals(first.rawPayload)).toBe(true);

    const again = await ask(first.headers.etag as string);
    expect(again.statusCode).toBe(304);
    expect(again.rawPayload).toHaveLength(0);
    expect(again.headers['content-security-policy']).toContain("frame-ancestors 'none'");
    expect(again.headers['server-timing']).toBe(`now;desc="${t.clock.now().toISOString()}"`);

    await t.database.db.query("update park_settings set phone = '01632 960999' where id = 1");
    const changed = await ask(first.headers.etag as string);
    expect(changed.statusCode).toBe(200);
    expect(changed.headers.etag).not.toBe(first.headers.etag);
    expect(brotliDecompressSync(changed.rawPayload).toString()).toContain('01632 960999');
  });

  it("When a signed-in visitor asks with the signed-out page's tag, then they get their own page, kept nowhere", async () => {
    const shared = await t.app.inject({ url: '/faq' });
    const browser = new TestBrowser(t);
    await browser.post('/api/auth/sign-up', {
      email: `etag.${Date.now()}@example.com`,
      password: GOOD_PASSWORD,
    });
    const own = await browser.request('GET', '/faq', undefined, {
      'if-none-match': shared.headers.etag as string,
    });
    expect(own.statusCode).toBe(200);
    expect(own.body).toContain('<script id="paddock-session"');
    expect(own.headers['cache-control']).toBe('no-store');
    expect(own.headers.etag).toBeUndefined();
  });

  it('When an unknown path is opened, then it answers 404 with the app (which shows the not-found page)', async () => {
    for (const url of ['/nope', '/about/team', '/pay-success', '/index.htm']) {
      const response = await t.app.inject({ url });
      expect(response.statusCode, url).toBe(404);
      expect(response.body, url).toContain('<div id="root">');
      expect(response.headers['cache-control'], url).toBe('no-store');
    }
  });

  it('When an unknown API address is called, then it answers 404 in JSON', async () => {
    const response = await t.app.inject({ url: '/api/nope' });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({
      error: { code: 'not-found', message: 'No such address: GET /api/nope' },
    });
    const post = await t.app.inject({
      method: 'POST',
      url: '/about',
      headers: { origin: t.config.publicUrl },
      payload: {},
    });
    expect(post.statusCode).toBe(404);
    expect(post.json().error.code).toBe('not-found');
  });

  it('When a hashed asset is fetched, then it may be cached for a year', async () => {
    const response = await t.app.inject({ url: '/assets/index-Ab12Cd34.js' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    const robots = await t.app.inject({ url: '/robots.txt' });
    expect(robots.headers['cache-control']).toBe('public, max-age=3600');
  });

  it('When the browser accepts brotli, then assets come precompressed and pages compressed', async () => {
    const asset = await t.app.inject({
      url: '/assets/index-Ab12Cd34.js',
      headers: { 'accept-encoding': 'br, gzip' },
    });
    expect(asset.headers['content-encoding']).toBe('br');
    expect(brotliDecompressSync(asset.rawPayload).toString()).toContain('console.log');

    const page = await t.app.inject({ url: '/', headers: { 'accept-encoding': 'gzip' } });
    expect(page.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(page.rawPayload).toString()).toContain('<div id="root">');

    const api = await t.app.inject({ url: '/api/park', headers: { 'accept-encoding': 'br' } });
    expect(api.headers['content-encoding']).toBe('br');
    expect(JSON.parse(brotliDecompressSync(api.rawPayload).toString()).park).toBeTruthy();
  });
});

describe('serving pages while the database is down', () => {
  let t: TestApp;
  afterEach(() => t.close());

  it('When the database is unreachable, then pages still load (without data) so the app can show its error state', async () => {
    t = await startTestAppWithBuild();
    await t.database.cutOff();
    const response = await t.app.inject({ url: '/' });
    expect(response.statusCode).toBe(200);
    expect(response.body).toContain('<div id="root">');
    expect(pageStart(response)).toBeNull();
  });
});

describe('serving without a build', () => {
  it('When the web app was never built, then pages say how to build it', async () => {
    const t = await startTestApp({ webRoot: path.join(tmpdir(), 'paddock-no-such-build') });
    try {
      const response = await t.app.inject({ url: '/' });
      expect(response.statusCode).toBe(503);
      expect(response.body).toContain('npm run build');
    } finally {
      await t.close();
    }
  });
});
