import { afterEach, describe, expect, it } from 'vitest';
import { runUserCommand } from '../../src/server/cli/userCommands';
import type { Database } from '../../src/server/db/database';
import { openPostgres } from '../../src/server/db/postgres';
import { startPaddock } from '../../src/server/paddock';
import { loadConfig } from '../../src/server/platform/config';
import { GOOD_PASSWORD, TestBrowser } from '../support/browser';
import { ManualClock } from '../support/manualClock';
import { createTestDatabase, type TestDatabase } from '../support/testDatabase';

const ATTACKER_PASSWORD = 'the attacker chose this one';

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
  const roleOf = async (email: string) =>
    (
      await database.db.query<{ role: string }>('select role from users where email_key = $1', [
        email.toLowerCase(),
      ])
    )[0]?.role;
  const activity = () =>
    database.db.query<{ actor_email: string; action: string; details: string }>(
      'select actor_email, action, details from audit_log order by id',
    );

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
      expect(await activity()).toEqual([
        {
          actor_email: 'start-up (ADMIN_EMAIL)',
          action: 'staff account created',
          details: 'owner@example.com as super-admin',
        },
      ]);
    } finally {
      await paddock.close();
    }
  });

  it('When a stranger signed up first with the owner’s address, then start-up with ADMIN_EMAIL stops with one line and promotes nobody', async () => {
    database = await createTestDatabase();
    const first = await start({});
    const attacker = browserOf(first);
    expect(
      (
        await attacker.post('/api/auth/sign-up', {
          email: 'Boss@Example.com',
          password: ATTACKER_PASSWORD,
        })
      ).statusCode,
    ).toBe(201);
    await first.close();

    await expect(
      start({ ADMIN_EMAIL: 'boss@example.com', ADMIN_PASSWORD: GOOD_PASSWORD }),
    ).rejects.toThrow(
      'Configuration error: ADMIN_EMAIL Boss@Example.com belongs to an account that already exists with a password other than ADMIN_PASSWORD, so start-up did not make it a super admin',
    );
    expect(await roleOf('Boss@Example.com')).toBe('customer');
    expect(await activity()).toEqual([]);

    const again = await start({});
    try {
      const signIn = await browserOf(again).post('/api/auth/sign-in', {
        email: 'boss@example.com',
        password: ATTACKER_PASSWORD,
      });
      expect(signIn.json()).toMatchObject({ admin: false, superAdmin: false });
    } finally {
      await again.close();
    }
  });

  it('When the account found has ADMIN_PASSWORD as its password, then it is made a super admin, its address counts as verified, and Activity says so', async () => {
    database = await createTestDatabase();
    const first = await start({});
    await browserOf(first).post('/api/auth/sign-up', {
      email: 'owner@example.com',
      password: GOOD_PASSWORD,
    });
    await first.close();

    const second = await start({ ADMIN_EMAIL: 'Owner@Example.com', ADMIN_PASSWORD: GOOD_PASSWORD });
    try {
      expect(await roleOf('owner@example.com')).toBe('super-admin');
      const [row] = await database.db.query<{ verified: boolean }>(
        `select email_verified_at is not null as verified from users where email_key = 'owner@example.com'`,
      );
      expect(row?.verified).toBe(true);
      expect(await activity()).toEqual([
        {
          actor_email: 'start-up (ADMIN_EMAIL)',
          action: 'role changed',
          details: 'owner@example.com: customer → super-admin',
        },
      ]);
    } finally {
      await second.close();
    }
  });

  it('When the super admin has changed their password since, then start-up goes on with ADMIN_EMAIL still set', async () => {
    database = await createTestDatabase();
    const first = await start({ ADMIN_EMAIL: 'owner@example.com', ADMIN_PASSWORD: GOOD_PASSWORD });
    await database.db.query(
      `update users set password_hash = 'changed since' where email_key = $1`,
      ['owner@example.com'],
    );
    await first.close();
    const second = await start({ ADMIN_EMAIL: 'owner@example.com', ADMIN_PASSWORD: GOOD_PASSWORD });
    await second.close();
    expect(await roleOf('owner@example.com')).toBe('super-admin');
  });

  it('When someone at the machine changes a role with the command line, then it is done and written to Activity', async () => {
    database = await createTestDatabase();
    const first = await start({});
    await browserOf(first).post('/api/auth/sign-up', {
      email: 'helper@example.com',
      password: GOOD_PASSWORD,
    });
    await first.close();
    const config = loadConfig({ NODE_ENV: 'test' });
    const now = new Date('2025-05-01T09:00:00+01:00');
    expect(
      await runUserCommand(
        database.db,
        ['role', '--email', 'HELPER@example.com', '--role', 'admin'],
        config,
        now,
      ),
    ).toBe('helper@example.com is now admin.');
    expect(await activity()).toEqual([
      {
        actor_email: 'command line',
        action: 'role changed',
        details: 'helper@example.com: customer → admin',
      },
    ]);
  });

  it('When several instances start at once on a fresh database with ADMIN_EMAIL, then every one starts, and there is one account, a super admin, made once', async () => {
    const INSTANCES = 4;
    const env = { ADMIN_EMAIL: 'owner@example.com', ADMIN_PASSWORD: GOOD_PASSWORD };
    for (let round = 1; round <= 3; round += 1) {
      if (round > 1) await database.dispose();
      database = await createTestDatabase();
      const fresh = database;
      // Each instance with its own pool on PostgreSQL, as separate processes would have.
      const pools: Database[] = Array.from({ length: INSTANCES }, () =>
        fresh.url ? openPostgres(fresh.url, { onIdleError: () => {} }) : fresh.db,
      );
      const config = loadConfig({ NODE_ENV: 'test', LOG_LEVEL: 'silent', ...env });
      const started = await Promise.allSettled(
        pools.map((db) =>
          startPaddock(config, {
            db,
            clock: new ManualClock('2025-05-01T09:00:00+01:00'),
            webRoot: null,
            startJobs: false,
          }),
        ),
      );
      const running = started.flatMap((each) => (each.status === 'fulfilled' ? [each.value] : []));
      try {
        const refusals = started.flatMap((each) =>
          each.status === 'rejected' ? [String(each.reason)] : [],
        );
        expect(refusals, `round ${round}`).toEqual([]);
        const accounts = await fresh.db.query<{ email: string; role: string }>(
          'select email, role from users',
        );
        expect(accounts).toEqual([{ email: 'owner@example.com', role: 'super-admin' }]);
        expect(await activity()).toEqual([
          {
            actor_email: 'start-up (ADMIN_EMAIL)',
            action: 'staff account created',
            details: 'owner@example.com as super-admin',
          },
        ]);
        for (const paddock of running) {
          const signIn = await browserOf(paddock).post('/api/auth/sign-in', {
            email: 'owner@example.com',
            password: GOOD_PASSWORD,
          });
          expect(signIn.json()).toMatchObject({ superAdmin: true });
        }
      } finally {
        await Promise.all(running.map((paddock) => paddock.close()));
        for (const pool of new Set(pools)) if (pool !== fresh.db) await pool.close();
      }
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
