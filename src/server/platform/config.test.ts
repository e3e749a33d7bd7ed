import path from 'node:path';
import { describe, expect, expectTypeOf, it } from 'vitest';
import { type Config, ConfigError, loadConfig, type StripeConfig } from './config';

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
      logFormat: null,
      testAccountEmails: [],
      admin: null,
      trustProxy: 0,
      shutdownTimeoutMs: 10_000,
      shutdownDrainMs: 0,
      metricsToken: null,
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
      LOG_FORMAT: 'json',
      TEST_ACCOUNT_EMAILS: 'owner@example.com, Rehearsal@Example.com',
      ADMIN_EMAIL: 'boss@example.com',
      ADMIN_PASSWORD: ' a long pass phrase ',
      TRUST_PROXY: '1',
      SHUTDOWN_TIMEOUT_SECONDS: '25',
      SHUTDOWN_DRAIN_SECONDS: '5',
      STRIPE_SECRET_KEY: 'sk_live_abc123',
      STRIPE_WEBHOOK_SECRET: 'whsec_def456',
      METRICS_TOKEN: '0123456789abcdef0123',
      SEAM_API_KEY: 'seam_live_abc123',
      SEAM_WEBHOOK_SECRET: 'whsec_c2VjcmV0c2VjcmV0',
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
      logFormat: 'json',
      testAccountEmails: ['owner@example.com', 'Rehearsal@Example.com'],
      // A password is used exactly as given, spaces and all.
      admin: { email: 'boss@example.com', password: ' a long pass phrase ' },
      trustProxy: 1,
      shutdownTimeoutMs: 25_000,
      shutdownDrainMs: 5_000,
      checkAnswers: false,
      metricsToken: '0123456789abcdef0123',
      stripe: { secretKey: 'sk_live_abc123', webhookSecret: 'whsec_def456', apiUrl: null },
      seam: {
        apiKey: 'seam_live_abc123',
        endpoint: 'https://connect.getseam.com',
        webhookSecret: 'whsec_c2VjcmV0c2VjcmV0',
      },
    });
  });

  it('checks answers outside production unless told not to, and in production only when told', () => {
    expect(loadConfig({}).checkAnswers).toBe(true);
    expect(loadConfig({ CHECK_ANSWERS: '0' }).checkAnswers).toBe(false);
    expect(loadConfig({ NODE_ENV: 'test', CHECK_ANSWERS: '1' }).checkAnswers).toBe(true);
  });

  it("drains for 3 s before a stop in production (three of the Caddyfile's health checks), elsewhere not unless told", () => {
    const production = {
      NODE_ENV: 'production',
      PUBLIC_URL: 'https://book.example.com',
      SMTP_URL: 'smtp://127.0.0.1:25',
      MAIL_FROM: 'bookings@example.com',
      STRIPE_SECRET_KEY: 'sk_test_abc',
      STRIPE_WEBHOOK_SECRET: 'whsec_abc',
    };
    expect(loadConfig(production).shutdownDrainMs).toBe(3_000);
    expect(loadConfig({ ...production, SHUTDOWN_DRAIN_SECONDS: '0' }).shutdownDrainMs).toBe(0);
    expect(loadConfig({ SHUTDOWN_DRAIN_SECONDS: '2' }).shutdownDrainMs).toBe(2_000);
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
    ['LOG_FORMAT', 'fancy'],
    ['TEST_ACCOUNT_EMAILS', 'owner@example.com, not-an-address'],
    ['TRUST_PROXY', 'yes'],
    ['SHUTDOWN_TIMEOUT_SECONDS', '0'],
    ['SHUTDOWN_TIMEOUT_SECONDS', 'soon'],
    ['SHUTDOWN_DRAIN_SECONDS', '301'],
    ['SHUTDOWN_DRAIN_SECONDS', '-1'],
    ['CHECK_ANSWERS', 'yes'],
    ['STRIPE_API_URL', 'stripe.example'],
  ])('refuses %s=%s', (name, value) => {
    const problems = problemsOf({ [name]: value });
    expect(problems).toHaveLength(1);
    expect(problems[0]).toContain(name);
  });

  it('When METRICS_TOKEN is too short or holds a space, then it is refused without being repeated', () => {
    for (const token of ['short', 'sixteen chars ok']) {
      const problems = problemsOf({ METRICS_TOKEN: token });
      expect(problems).toEqual([
        'METRICS_TOKEN must be 16 to 256 characters without spaces (make one with: openssl rand -hex 32)',
      ]);
    }
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

  it('tells every problem in the order of the variables, refinements and all, in one line', () => {
    expect(() =>
      loadConfig({
        NODE_ENV: 'production',
        PORT: 'x',
        ADMIN_PASSWORD: 'short',
        STRIPE_WEBHOOK_SECRET: 'whsec_2',
      }),
    ).toThrow(
      'Configuration error: PORT must be a whole number from 0 to 65535 (got "x"); ' +
        'PUBLIC_URL must be set in production (links in e-mails use it); ' +
        'SMTP_URL must be set in production (without it no e-mail would reach customers); ' +
        'MAIL_FROM must be set in production (the address e-mails come from); ' +
        'ADMIN_EMAIL must be set with ADMIN_PASSWORD; ' +
        'ADMIN_PASSWORD must be 8 to 128 characters long; ' +
        'STRIPE_SECRET_KEY must be set with STRIPE_WEBHOOK_SECRET; ' +
        'STRIPE_SECRET_KEY must be set in production (without it nobody could pay by card)',
    );
  });

  it('tells a wrong value beside a missing partner, and a wrong secret without its value', () => {
    expect(problemsOf({ TRUST_PROXY: 'no', ADMIN_EMAIL: 'boss@example.com' })).toEqual([
      'ADMIN_PASSWORD must be set with ADMIN_EMAIL',
      'TRUST_PROXY must be the number of proxies in front of the app (0 for none) (got "no")',
    ]);
    expect(problemsOf({ STRIPE_SECRET_KEY: 'pk_test_secret' })).toEqual([
      'STRIPE_SECRET_KEY must be a Stripe secret key (sk_live_… or sk_test_…)',
    ]);
    expect(problemsOf({ ADMIN_EMAIL: 'boss@example.com', ADMIN_PASSWORD: 'secret' })).toEqual([
      'ADMIN_PASSWORD must be 8 to 128 characters long',
    ]);
  });

  it('counts a password in characters, not UTF-16 units, and keeps its spaces', () => {
    const admin = (password: string) =>
      loadConfig({ ADMIN_EMAIL: ' boss@example.com ', ADMIN_PASSWORD: password }).admin;
    expect(admin('\u{1F600}'.repeat(8))).toEqual({
      email: 'boss@example.com',
      password: '\u{1F600}'.repeat(8),
    });
    expect(
      problemsOf({ ADMIN_EMAIL: 'boss@example.com', ADMIN_PASSWORD: '\u{1F600}'.repeat(7) }),
    ).toHaveLength(1);
    expect(admin('        ')?.password).toBe('        ');
  });

  it('derives from the environment: the log level and the host by NODE_ENV', () => {
    expect(loadConfig({ NODE_ENV: 'test' }).logLevel).toBe('warn');
    expect(loadConfig({ NODE_ENV: ' test ', LOG_LEVEL: 'debug' }).logLevel).toBe('debug');
    expect(
      loadConfig({
        NODE_ENV: 'production',
        PUBLIC_URL: 'https://book.example.com',
        SMTP_URL: 'smtp://127.0.0.1:2525',
        MAIL_FROM: 'bookings@example.com',
        STRIPE_SECRET_KEY: 'sk_live_1',
        STRIPE_WEBHOOK_SECRET: 'whsec_1',
      }).host,
    ).toBe('0.0.0.0');
  });

  it('reads LOG_FORMAT outside production, and refuses readable lines in production', () => {
    expect(loadConfig({ LOG_FORMAT: 'pretty' }).logFormat).toBe('pretty');
    expect(loadConfig({ LOG_FORMAT: ' json ' }).logFormat).toBe('json');
    const production = {
      NODE_ENV: 'production',
      PUBLIC_URL: 'https://book.example.com',
      SMTP_URL: 'smtp://127.0.0.1:2525',
      MAIL_FROM: 'bookings@example.com',
      STRIPE_SECRET_KEY: 'sk_live_1',
      STRIPE_WEBHOOK_SECRET: 'whsec_1',
    };
    expect(loadConfig({ ...production, LOG_FORMAT: 'json' }).logFormat).toBe('json');
    expect(problemsOf({ ...production, LOG_FORMAT: 'pretty' })).toEqual([
      'LOG_FORMAT must be json or unset in production (its log is JSON lines, for the journal and log tools)',
    ]);
  });

  it('When SEAM_API_KEY is set, then locks are reached at Seam or SEAM_ENDPOINT, and a wrong key is refused without repeating it', () => {
    expect(loadConfig({}).seam).toBeNull();
    expect(loadConfig({ SEAM_API_KEY: 'seam_live_abc123' }).seam).toEqual({
      apiKey: 'seam_live_abc123',
      endpoint: 'https://connect.getseam.com',
      webhookSecret: null,
    });
    expect(
      loadConfig({ SEAM_API_KEY: 'seam_apikey1_token', SEAM_ENDPOINT: 'http://127.0.0.1:8080/' })
        .seam?.endpoint,
    ).toBe('http://127.0.0.1:8080');
    expect(problemsOf({ SEAM_API_KEY: 'not a key' })).toEqual([
      'SEAM_API_KEY must be a Seam API key (seam_…), without spaces',
    ]);
  });

  it('has the configuration type the rest of the server was written against', () => {
    expectTypeOf<Config>().toEqualTypeOf<{
      nodeEnv: 'development' | 'production' | 'test';
      port: number;
      host: string;
      publicUrl: string;
      dataDir: string;
      databaseUrl: string | null;
      now: Date | null;
      smtpUrl: string | null;
      mailFrom: string;
      logLevel: 'fatal' | 'error' | 'warn' | 'info' | 'debug' | 'trace' | 'silent';
      logFormat: 'json' | 'pretty' | null;
      testAccountEmails: string[];
      admin: { email: string; password: string } | null;
      trustProxy: number;
      shutdownTimeoutMs: number;
      shutdownDrainMs: number;
      checkAnswers: boolean;
      metricsToken: string | null;
      stripe: StripeConfig | null;
      seam: { apiKey: string; endpoint: string; webhookSecret: string | null } | null;
    }>();
    expectTypeOf<StripeConfig>().toEqualTypeOf<{
      secretKey: string;
      webhookSecret: string;
      apiUrl: string | null;
    }>();
  });
});
