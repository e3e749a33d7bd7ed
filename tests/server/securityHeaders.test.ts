import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestAppWithBuild } from '../support/fakeBuild';
import { startTestApp, type TestApp } from '../support/testApp';

type Headers = Record<string, string | string[] | number | undefined>;

function directives(header: unknown): Map<string, string> {
  const policy = new Map<string, string>();
  for (const part of String(header ?? '').split(';')) {
    const [name = '', ...values] = part.trim().split(/\s+/);
    if (name) policy.set(name, values.join(' '));
  }
  return policy;
}

/** The policy every answer must carry, whatever it is. */
function expectPolicy(headers: Headers, what: string) {
  const csp = directives(headers['content-security-policy']);
  expect(csp.get('default-src'), what).toBe("'self'");
  expect(csp.get('script-src'), what).toBe("'self'");
  expect(csp.get('frame-ancestors'), what).toBe("'none'");
  expect(csp.get('object-src'), what).toBe("'none'");
  expect(headers['x-content-type-options'], what).toBe('nosniff');
  expect(headers['referrer-policy'], what).toBe('strict-origin-when-cross-origin');
  expect(headers['cross-origin-opener-policy'], what).toBe('same-origin');
  expect(headers['x-frame-options'], what).toBe('DENY');
  expect(String(headers['permissions-policy']), what).toMatch(
    /camera=\(\).*geolocation=\(\).*microphone=\(\).*payment=\(\)/,
  );
}

describe('security headers on every answer', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestAppWithBuild();
  });
  afterAll(() => t.close());

  it('When anything is asked for (pages, /index.html, the API, errors, assets, the dev mailbox), then each answer carries the policy', async () => {
    const answers = {
      home: await t.app.inject({ url: '/' }),
      page: await t.app.inject({ url: '/about' }),
      'raw index.html': await t.app.inject({ url: '/index.html' }),
      'not found page': await t.app.inject({ url: '/no-such-page' }),
      api: await t.app.inject({ url: '/api/park' }),
      'api 404': await t.app.inject({ url: '/api/nope' }),
      'api 401': await t.app.inject({ url: '/api/account' }),
      'cross-site 403': await t.app.inject({ method: 'POST', url: '/api/auth/sign-out' }),
      asset: await t.app.inject({ url: '/assets/index-Ab12Cd34.js' }),
      ping: await t.app.inject({ url: '/ping' }),
      // The router can't decode this address: Fastify answers before any hook.
      'undecodable address': await t.app.inject({ url: '/api/bookings/%ED%A0%80' }),
      mailbox: await t.app.inject({ url: '/dev/mailbox' }),
      'mailbox 403': await t.app.inject({ url: '/dev/mailbox', remoteAddress: '198.51.100.1' }),
    };
    for (const [what, response] of Object.entries(answers)) {
      expectPolicy(response.headers, what);
      // On plain http there is no HSTS: it would pin the browser to an https that isn't there.
      expect(response.headers['strict-transport-security'], what).toBeUndefined();
    }
    expect(answers['undecodable address'].statusCode).toBe(400);
    expect(answers['undecodable address'].json().error.code).toBe('request/invalid');
    // The bare template is never served: it would have no data and no page policy.
    expect(answers['raw index.html'].statusCode).toBe(404);
    expect(answers['raw index.html'].body).toContain('id="paddock-data"');
  });

  it('When a page is served, then it may frame only the map and the About videos the park has set; the API frames nothing', async () => {
    const before = directives(
      (await t.app.inject({ url: '/' })).headers['content-security-policy'],
    );
    expect(before.get('frame-src')).toBe('https://www.openstreetmap.org');
    await t.database.db.query(
      `update park_settings set about_videos = jsonb_set(about_videos, '{0,embedUrl}', '"https://www.youtube-nocookie.com/embed/abc"')`,
    );
    const after = directives(
      (await t.app.inject({ url: '/about' })).headers['content-security-policy'],
    );
    expect(after.get('frame-src')).toBe(
      'https://www.openstreetmap.org https://www.youtube-nocookie.com',
    );
    const api = directives(
      (await t.app.inject({ url: '/api/park' })).headers['content-security-policy'],
    );
    expect(api.get('frame-src')).toBe("'none'");
  });
});

describe('security headers on https', () => {
  it('When PUBLIC_URL is https, then every answer carries HSTS', async () => {
    const t = await startTestApp({ env: { PUBLIC_URL: 'https://book.example.com' } });
    try {
      for (const url of ['/api/park', '/api/nope', '/ping']) {
        const response = await t.app.inject({ url });
        expectPolicy(response.headers, url);
        expect(response.headers['strict-transport-security'], url).toBe('max-age=31536000');
      }
    } finally {
      await t.close();
    }
  });
});
