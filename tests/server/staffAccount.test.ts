import { afterEach, describe, expect, it } from 'vitest';
import { loadConfig } from '../../src/server/config';
import { startPaddock } from '../../src/server/paddock';
import { GOOD_PASSWORD, TestBrowser } from '../support/browser';
import { ManualClock } from '../support/manualClock';
import { createTestDatabase, type TestDatabase } from '../support/testDatabase';

describe('the first staff account', () => {
  let database: TestDatabase;
  afterEach(() => database.dispose());

  const start = (env: Record<string, string>) =>
    startPaddock(loadConfig({ NODE_ENV: 'test', LOG_LEVEL: 'silent', ...env }), {
      db: database.db,
      clock: new ManualClock('2025-05-01T09:00:00+01:00'),
      webRoot: null,
      startJobs: false,
    });
  const browserOf = (paddock: Awaited<ReturnType<typeof start>>) =>
    new TestBrowser({ app: paddock.app, config: loadConfig({}) });

  it('When ADMIN_EMAIL and ADMIN_PASSWORD are set, then that account exists as a super admin after start', async () => {
    database = await createTestDatabase();
    const paddock = await start({
      ADMIN_EMAIL: 'owner@example.com',
      ADMIN_PASSWORD: GOOD_PASSWORD,
    });
    try {
      const browser = browserOf(paddock);
      const response = await browser.post('/api/auth/sign-in', {
        email: 'owner@example.com',
        password: GOOD_PASSWORD,
      });
      expect(response.json()).toMatchObject({ admin: true, superAdmin: true });
    } finally {
      await paddock.close();
    }
  });

  it('When that account already exists as a customer, then it is made a super admin and keeps its password', async () => {
    database = await createTestDatabase();
    const first = await start({});
    await first.auth.createAccount('owner@example.com', 'the customer password', 'customer');
    await first.close();

    const second = await start({ ADMIN_EMAIL: 'Owner@Example.com', ADMIN_PASSWORD: GOOD_PASSWORD });
    try {
      const browser = browserOf(second);
      const response = await browser.post('/api/auth/sign-in', {
        email: 'owner@example.com',
        password: 'the customer password',
      });
      expect(response.json()).toMatchObject({ admin: true, superAdmin: true });
    } finally {
      await second.close();
    }
  });

  it('When ADMIN_PASSWORD is a common password, then start-up stops and says so', async () => {
    database = await createTestDatabase();
    await expect(
      start({ ADMIN_EMAIL: 'owner@example.com', ADMIN_PASSWORD: 'password123' }),
    ).rejects.toThrow(
      /^Configuration error: ADMIN_PASSWORD is refused: That password is one of the most common ones/,
    );
  });
});
