import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { allEndpoints } from '../../src/contract/api';
import {
  accountAtMachine,
  browserWithSession,
  GOOD_PASSWORD,
  staffAtMachine,
  TestBrowser,
  uniqueEmail,
} from '../support/browser';
import {
  endpointKey,
  harmlessForNoEndpoint,
  apiRouteTable as table,
  type Who,
  withoutHarmlessRequest,
} from '../support/routeTable';
import { startTestApp, type TestApp } from '../support/testApp';

describe('the route table', () => {
  let t: TestApp;
  const accounts = {
    customer: uniqueEmail('customer'),
    admin: uniqueEmail('admin'),
    superAdmin: uniqueEmail('super'),
  };

  const ids = {} as Record<Exclude<Who, 'anonymous'>, string>;
  let staffWithoutTwoFactor: string;

  beforeAll(async () => {
    t = await startTestApp();
    ids.customer = (await accountAtMachine(t, accounts.customer, GOOD_PASSWORD, 'customer')).id;
    ids.admin = (await staffAtMachine(t, accounts.admin, 'admin')).id;
    ids.superAdmin = (await staffAtMachine(t, accounts.superAdmin, 'super-admin')).id;
    const owner = uniqueEmail('new-owner');
    staffWithoutTwoFactor = (await accountAtMachine(t, owner, GOOD_PASSWORD, 'super-admin')).id;
  });
  afterAll(() => t.close());

  /**
   * A browser of its own per request, so a row that signs out leaves the others signed in. The
   * session is made directly: the staff's codes would not let them sign in once per row.
   */
  const browserFor = async (who: Who) =>
    who === 'anonymous' ? new TestBrowser(t) : browserWithSession(t, ids[who]);

  /** The staff routes: refused to customers, answered to a super admin. */
  const guardedForStaff = table.filter(
    (row) => row.access === 'admin' || row.access === 'super-admin',
  );

  it('When staff have not set up two-factor sign-in, then every admin route refuses them with a 403 that says so', async () => {
    expect(guardedForStaff.map((row) => row.url)).toEqual(
      table.map((row) => row.url).filter((url) => url.startsWith('/api/admin/')),
    );
    const answers = [];
    for (const row of guardedForStaff) {
      const browser = await browserWithSession(t, staffWithoutTwoFactor);
      const response = await browser.request(row.method, row.path ?? row.url, row.body);
      answers.push(
        `${row.method} ${row.url} ${response.statusCode} ${response.json().error?.code}`,
      );
    }
    expect(answers).toEqual(
      guardedForStaff.map((row) => `${row.method} ${row.url} 403 auth/two-factor-required`),
    );
  });

  it('When the server starts, then it serves exactly the endpoints of the contract', () => {
    const registered = t.app.apiRoutes.map((route) => `${route.method} ${route.url}`).sort();
    expect(registered).toEqual(allEndpoints.map(endpointKey).sort());
  });

  it('When an endpoint is added to the contract, then it has a harmless request here', () => {
    expect(withoutHarmlessRequest, 'endpoints with no harmless request').toEqual([]);
    expect(harmlessForNoEndpoint, 'harmless requests for no endpoint').toEqual([]);
  });

  it('When a route is added to the API, then it declares its schema', () => {
    const withoutSchema = t.app.apiRoutes
      .filter((route) => !route.declaresSchema)
      .map((route) => `${route.method} ${route.url}`);
    expect(withoutSchema).toEqual([]);
  });

  for (const row of table) {
    it(`${row.method} ${row.url} answers each kind of caller as the table says`, async () => {
      // Each row starts with the accounts' allowance of wrong passwords whole: the rows that
      // confirm a password send a wrong one, and these accounts serve every row.
      await t.database.db.query('delete from sign_in_failures');
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
