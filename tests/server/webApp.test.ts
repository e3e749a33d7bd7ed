import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { InitialData } from '../../src/contract/initialData';
import { startTestApp, type TestApp } from '../support/testApp';

/** A stand-in for dist/web with the shape Vite gives it: index.html and hashed assets. */
function fakeBuild(): string {
  const root = mkdtempSync(path.join(tmpdir(), 'paddock-web-'));
  mkdirSync(path.join(root, 'assets'));
  const filler = 'x'.repeat(4000);
  writeFileSync(
    path.join(root, 'index.html'),
    `<!doctype html><html><head><title>t</title></head><body><div id="root"></div><!-- ${filler} --></body></html>`,
  );
  const script = `console.log(${JSON.stringify(filler)});`;
  writeFileSync(path.join(root, 'assets', 'index-Ab12Cd34.js'), script);
  writeFileSync(path.join(root, 'assets', 'index-Ab12Cd34.js.br'), brotliCompressSync(script));
  writeFileSync(path.join(root, 'robots.txt'), 'User-agent: *\n');
  return root;
}

function initialData(html: string): InitialData | null {
  const json = /<script id="paddock-data" type="application\/json">(.*?)<\/script>/.exec(html)?.[1];
  return json ? (JSON.parse(json) as InitialData) : null;
}

describe('serving the web app', () => {
  let webRoot: string;
  let t: TestApp;
  beforeAll(async () => {
    webRoot = fakeBuild();
    t = await startTestApp({ webRoot });
  });
  afterAll(async () => {
    await t.close();
    rmSync(webRoot, { recursive: true, force: true });
  });

  it('When any page of the seed is opened directly, then the app loads with status 200', async () => {
    for (const url of [
      '/',
      '/about',
      '/site-rules',
      '/cancellation-policy',
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
    const data = initialData(response.body);
    expect(data?.park.park.name).toBeTruthy();
    expect(data?.session).toEqual({ user: null, paid: false, admin: false, superAdmin: false });
    expect(data?.park.now).toBe(t.clock.now().toISOString());
  });

  it('Then HTML is never cached and carries a content security policy', async () => {
    const response = await t.app.inject({ url: '/about' });
    expect(response.headers['cache-control']).toBe('no-store');
    expect(response.headers['content-security-policy']).toContain("default-src 'self'");
    expect(response.headers['content-security-policy']).toContain("frame-ancestors 'none'");
    expect(response.headers['x-content-type-options']).toBe('nosniff');
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
    const post = await t.app.inject({ method: 'POST', url: '/about', payload: {} });
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
  let webRoot: string;
  let t: TestApp;
  afterEach(async () => {
    await t.close();
    rmSync(webRoot, { recursive: true, force: true });
  });

  it('When the database is unreachable, then pages still load (without data) so the app can show its error state', async () => {
    webRoot = fakeBuild();
    t = await startTestApp({ webRoot });
    await t.database.cutOff();
    const response = await t.app.inject({ url: '/' });
    expect(response.statusCode).toBe(200);
    expect(response.body).toContain('<div id="root">');
    expect(initialData(response.body)).toBeNull();
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
