import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { accountAtMachine, GOOD_PASSWORD, TestBrowser, uniqueEmail } from '../support/browser';
import { apiRouteTable as table, type Who } from '../support/routeTable';
import { startTestApp, type TestApp } from '../support/testApp';

describe('the route table', () => {
  let t: TestApp;
  const accounts = {
    customer: uniqueEmail('customer'),
    admin: uniqueEmail('admin'),
    superAdmin: uniqueEmail('super'),
  };

  beforeAll(async () => {
    t = await startTestApp();
    await accountAtMachine(t, accounts.customer, GOOD_PASSWORD, 'customer');
    await accountAtMachine(t, accounts.admin, GOOD_PASSWORD, 'admin');
    await accountAtMachine(t, accounts.superAdmin, GOOD_PASSWORD, 'super-admin');
  });
  afterAll(() => t.close());

  /** A browser of its own per request, so a row that signs out leaves the others signed in. */
  const browserFor = async (who: Who) => {
    const browser = new TestBrowser(t);
    if (who !== 'anonymous')
      await browser.post('/api/auth/sign-in', { email: accounts[who], password: GOOD_PASSWORD });
    return browser;
  };

  it('When a route is added to the API, then it has a row here', () => {
    const registered = t.app.apiRoutes.map((route) => `${route.method} ${route.url}`).sort();
    const listed = table.map((row) => `${row.method} ${row.url}`).sort();
    expect(registered).toEqual(listed);
  });

  it('When a route is added to the API, then it declares its schema', () => {
    const withoutSchema = t.app.apiRoutes
      .filter((route) => !route.declaresSchema)
      .map((route) => `${route.method} ${route.url}`);
    expect(withoutSchema).toEqual([]);
  });

  for (const row of table) {
    it(`${row.method} ${row.url} answers each kind of caller as the table says`, async () => {
      const seen = {} as Record<Who, number>;
      for (const who of ['anonymous', 'customer', 'admin', 'superAdmin'] as const) {
        const response = await (await browserFor(who)).request(
          row.method,
          row.path ?? row.url,
          row.body,
        );
        seen[who] = response.statusCode;
      }
      expect(seen).toEqual(row.status);
    });
  }
});
