import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from './config';

function problemsOf(env: Record<string, string>): string[] {
  try {
    loadConfig(env);
  } catch (error) {
    if (error instanceof ConfigError) return error.problems;
    throw error;
  }
  throw new Error('expected a ConfigError');
}

describe('loadConfig', () => {
  it('gives a newcomer working defaults with nothing set', () => {
    const config = loadConfig({});
    expect(config).toMatchObject({
      nodeEnv: 'development',
      port: 3000,
      host: '127.0.0.1',
      publicUrl: 'http://localhost:3000',
      dataDir: path.resolve('data'),
      databaseUrl: null,
      now: null,
      smtpUrl: null,
      logLevel: 'info',
      testAccountEmails: [],
      admin: null,
      trustProxy: 0,
      stripe: null,
    });
  });

  it('reads every variable it knows', () => {
    const config = loadConfig({
      NODE_ENV: 'production',
      PORT: '8080',
      HOST: '10.0.0.5',
      PUBLIC_URL: 'https://book.example.com/',
      DATA_DIR: '/var/lib/paddock',
      DATABASE_URL: 'postgres://paddock:secret@db.internal:5432/paddock',
      NOW: '2025-05-01T09:00:00+01:00',
      SMTP_URL: 'smtps://user:pass@mail.example.com',
      MAIL_FROM: 'Meadow Field <bookings@example.com>',
      LOG_LEVEL: 'warn',
      TEST_ACCOUNT_EMAILS: 'owner@example.com, Rehearsal@Example.com',
      ADMIN_EMAIL: 'boss@example.com',
      ADMIN_PASSWORD: ' a long pass phrase ',
      TRUST_PROXY: '1',
      STRIPE_SECRET_KEY: 'sk_live_abc123',
      STRIPE_WEBHOOK_SECRET: 'whsec_def456',
    });
    expect(config).toEqual({
      nodeEnv: 'production',
      port: 8080,
      host: '10.0.0.5',
      publicUrl: 'https://book.example.com',
      dataDir: '/var/lib/paddock',
      databaseUrl: 'postgres://paddock:secret@db.internal:5432/paddock',
      now: new Date('2025-05-01T08:00:00Z'),
      smtpUrl: 'smtps://user:pass@mail.example.com',
      mailFrom: 'Meadow Field <bookings@example.com>',
      logLevel: 'warn',
      testAccountEmails: ['owner@example.com', 'Rehearsal@Example.com'],
      // A password is used exactly as given, spaces and all.
      admin: { email: 'boss@example.com', password: ' a long pass phrase ' },
      trustProxy: 1,
      stripe: { secretKey: 'sk_live_abc123', webhookSecret: 'whsec_def456', apiUrl: null },
    });
  });

  it('derives the public address from the port when none is given', () => {
    expect(loadConfig({ PORT: '4000' }).publicUrl).toBe('http://localhost:4000');
  });

  it('names the variable and the value when one is wrong, in one line', () => {
    expect(() => loadConfig({ PORT: 'abc' })).toThrow(
      'Configuration error: PORT must be a whole number from 0 to 65535 (got "abc")',
    );
    const error = (() => {
      try {
        loadConfig({ DATABASE_URL: 'nonsense' });
      } catch (e) {
        return e as Error;
      }
    })();
    expect(error?.message).toMatch(
      /^Configuration error: DATABASE_URL must be a postgres:\/\/ address/,
    );
    expect(error?.message).not.toContain('\n');
  });

  it.each([
    ['PORT', '70000'],
    ['PORT', '-1'],
    ['NODE_ENV', 'staging'],
    ['PUBLIC_URL', 'localhost:3000'],
    ['PUBLIC_URL', 'https://example.com/booking'],
    ['DATABASE_URL', 'mysql://localhost/paddock'],
    ['NOW', 'tomorrow'],
    ['NOW', '2025-05-01T09:00:00'],
    ['SMTP_URL', 'http://mail.example.com'],
    ['MAIL_FROM', 'not an address'],
    ['LOG_LEVEL', 'loud'],
    ['TEST_ACCOUNT_EMAILS', 'owner@example.com, not-an-address'],
    ['TRUST_PROXY', 'yes'],
    ['STRIPE_API_URL', 'stripe.example'],
  ])('refuses %s=%s', (name, value) => {
    const problems = problemsOf({ [name]: value });
    expect(problems).toHaveLength(1);
    expect(problems[0]).toContain(name);
  });

  it('lists every wrong variable at once', () => {
    expect(problemsOf({ PORT: 'abc', NOW: 'soon' })).toHaveLength(2);
  });

  it('takes the Stripe key and its webhook secret together, and another Stripe-compatible server', () => {
    expect(
      loadConfig({
        STRIPE_SECRET_KEY: 'sk_test_1',
        STRIPE_WEBHOOK_SECRET: 'whsec_2',
        STRIPE_API_URL: 'http://127.0.0.1:12111/',
      }).stripe,
    ).toEqual({
      secretKey: 'sk_test_1',
      webhookSecret: 'whsec_2',
      apiUrl: 'http://127.0.0.1:12111',
    });
    expect(problemsOf({ STRIPE_SECRET_KEY: 'sk_test_1' })[0]).toMatch(
      /^STRIPE_WEBHOOK_SECRET must be set/,
    );
    expect(problemsOf({ STRIPE_WEBHOOK_SECRET: 'whsec_2' })[0]).toMatch(
      /^STRIPE_SECRET_KEY must be set/,
    );
    expect(
      problemsOf({ STRIPE_SECRET_KEY: 'pk_test_1', STRIPE_WEBHOOK_SECRET: 'whsec_2' })[0],
    ).toMatch(/^STRIPE_SECRET_KEY must be a Stripe secret key/);
  });

  it('insists on a mail server, a public address and a sender in production', () => {
    const problems = problemsOf({ NODE_ENV: 'production' });
    expect(problems.join(' ')).toContain('SMTP_URL must be set in production');
    expect(problems.join(' ')).toContain('PUBLIC_URL must be set in production');
    expect(problems.join(' ')).toContain('MAIL_FROM must be set in production');
    expect(problems.join(' ')).toContain('STRIPE_SECRET_KEY must be set in production');
  });

  it('wants the first staff account whole: both its e-mail and a password of 8 to 128 characters', () => {
    expect(problemsOf({ ADMIN_EMAIL: 'boss@example.com' })).toEqual([
      'ADMIN_PASSWORD must be set with ADMIN_EMAIL',
    ]);
    expect(problemsOf({ ADMIN_PASSWORD: 'long enough' })).toEqual([
      'ADMIN_EMAIL must be set with ADMIN_PASSWORD',
    ]);
    expect(problemsOf({ ADMIN_EMAIL: 'boss@example.com', ADMIN_PASSWORD: 'short' })).toEqual([
      'ADMIN_PASSWORD must be 8 to 128 characters long',
    ]);
    expect(problemsOf({ ADMIN_EMAIL: 'boss', ADMIN_PASSWORD: 'long enough' })[0]).toContain(
      'ADMIN_EMAIL',
    );
  });

  it('treats an empty variable as unset', () => {
    expect(loadConfig({ PORT: '', DATABASE_URL: ' ' })).toMatchObject({
      port: 3000,
      databaseUrl: null,
    });
  });
});
