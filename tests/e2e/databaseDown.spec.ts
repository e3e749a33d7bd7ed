import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { startTcpProxy, type TcpProxy } from '../support/tcpProxy';
import { expect, test } from './fixtures';
import { launchServer, type RunningServer } from './support/server';

const adminUrl = process.env.TEST_DATABASE_URL;

test.describe('when the database goes away', () => {
  // Skipped without PostgreSQL: cutting a database off needs a database server to cut, and the
  // embedded one lives inside the app. .ci/run always has PostgreSQL, so CI runs it.
  test.skip(!adminUrl, 'needs TEST_DATABASE_URL (a PostgreSQL server); .ci/run sets it');

  let server: RunningServer;
  let proxy: TcpProxy;
  const name = `paddock_e2e_${randomBytes(4).toString('hex')}`;

  test.beforeAll(async () => {
    const admin = new pg.Client({ connectionString: adminUrl });
    await admin.connect();
    await admin.query(`create database ${name}`);
    await admin.end();
    const target = new URL(adminUrl as string);
    proxy = await startTcpProxy(target.hostname, Number(target.port || 5432));
    const viaProxy = new URL(adminUrl as string);
    viaProxy.hostname = '127.0.0.1';
    viaProxy.port = String(proxy.port);
    viaProxy.pathname = `/${name}`;
    server = await launchServer({ env: { DATABASE_URL: viaProxy.toString() } });
  });

  test.afterAll(async () => {
    await server?.stop();
    await proxy?.cut().catch(() => {});
    const admin = new pg.Client({ connectionString: adminUrl });
    await admin.connect();
    await admin.query(`drop database if exists ${name} with (force)`);
    await admin.end();
  });

  test('/healthz answers 503; pages of settings alone still show from memory, and a page that needs the database shows an error state with a way to try again', async ({
    page,
  }) => {
    await page.goto(`${server.url}/site-rules`);
    await expect(page.getByRole('heading', { level: 1, name: 'Site Rules' })).toBeVisible();

    await proxy.cut();
    expect((await fetch(`${server.url}/healthz`)).status).toBe(503);

    // The park's settings and texts are kept in memory (decision 092).
    await page.goto(`${server.url}/site-rules`);
    await expect(page.getByRole('heading', { level: 1, name: 'Site Rules' })).toBeVisible();

    // A session can't be checked without the database.
    await page
      .context()
      .addCookies([{ name: 'paddock_session', value: 'a'.repeat(43), url: server.url }]);
    await page.goto(`${server.url}/site-rules`);
    await expect(
      page.getByRole('heading', { level: 1, name: "We can't load this page right now" }),
    ).toBeVisible();
    await expect(page.getByRole('note')).toContainText("The park's booking system isn't answering");
    await expect(page.getByRole('button', { name: 'Try again' })).toBeEnabled();
    // The frame of the site is still there to navigate with.
    await expect(
      page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Home' }),
    ).toBeVisible();
    await expect(
      page.getByRole('contentinfo').getByRole('link', { name: 'Cancellation, T&C Policy' }),
    ).toBeVisible();
  });
});
