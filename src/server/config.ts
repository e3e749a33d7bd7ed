import path from 'node:path';

export type NodeEnv = 'development' | 'production' | 'test';
const LOG_LEVELS = ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'] as const;
export type LogLevel = (typeof LOG_LEVELS)[number];

export interface Config {
  nodeEnv: NodeEnv;
  port: number;
  host: string;
  /** Origin the public reaches us at, without a trailing slash; used in e-mail links. */
  publicUrl: string;
  dataDir: string;
  /** A PostgreSQL server; null means the embedded PGlite database in `dataDir`. */
  databaseUrl: string | null;
  /** Where the clock starts; null means the real time. */
  now: Date | null;
  /** Outgoing mail server; null keeps messages in the dev mailbox (not allowed in production). */
  smtpUrl: string | null;
  mailFrom: string;
  logLevel: LogLevel;
  /** Accounts whose bookings are test bookings (compared case-insensitively). */
  testAccountEmails: string[];
  /** The staff account made sure of at every start, as a super admin. */
  admin: { email: string; password: string } | null;
  /** How many proxies in front of us to trust for the client's address (X-Forwarded-For). */
  trustProxy: number;
  /** Card payments through Stripe; null means the built-in test checkout (not allowed in production). */
  stripe: StripeConfig | null;
}

export interface StripeConfig {
  secretKey: string;
  webhookSecret: string;
  /** Another Stripe-compatible server (tests); null for Stripe itself. */
  apiUrl: string | null;
}

/** Thrown when the environment is wrong; its message is the one line start-up prints. */
export class ConfigError extends Error {
  constructor(readonly problems: string[]) {
    super(`Configuration error: ${problems.join('; ')}`);
    this.name = 'ConfigError';
  }
}

type Env = Record<string, string | undefined>;

function nonEmpty(env: Env, name: string): string | undefined {
  const value = env[name]?.trim();
  return value === '' ? undefined : value;
}

function parseUrl(value: string): URL | null {
  try {
    return new URL(value);
  } catch {
    return null;
  }
}

const ISO_INSTANT = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d+)?)?(Z|[+-]\d{2}:\d{2})$/;
const MAIL_ADDRESS = /^[^\s@<>]+@[^\s@<>]+$/;

export function loadConfig(env: Env = process.env): Config {
  const problems: string[] = [];
  const bad = (name: string, rule: string, value: string | undefined) =>
    problems.push(`${name} ${rule} (got ${JSON.stringify(value ?? '')})`);

  const rawEnv = nonEmpty(env, 'NODE_ENV') ?? 'development';
  let nodeEnv: NodeEnv = 'development';
  if (rawEnv === 'development' || rawEnv === 'production' || rawEnv === 'test') nodeEnv = rawEnv;
  else bad('NODE_ENV', 'must be development, production or test', rawEnv);
  const production = nodeEnv === 'production';

  const rawPort = nonEmpty(env, 'PORT') ?? '3000';
  let port = 3000;
  if (/^\d{1,5}$/.test(rawPort) && Number(rawPort) <= 65535) port = Number(rawPort);
  else bad('PORT', 'must be a whole number from 0 to 65535', rawPort);

  const host = nonEmpty(env, 'HOST') ?? (production ? '0.0.0.0' : '127.0.0.1');

  const rawPublicUrl = nonEmpty(env, 'PUBLIC_URL');
  let publicUrl = `http://localhost:${port}`;
  if (rawPublicUrl !== undefined) {
    const url = parseUrl(rawPublicUrl);
    if (!url || (url.protocol !== 'http:' && url.protocol !== 'https:') || url.pathname !== '/') {
      bad(
        'PUBLIC_URL',
        'must be an http(s) address with no path, like https://book.example.com',
        rawPublicUrl,
      );
    } else {
      publicUrl = url.origin;
    }
  } else if (production) {
    problems.push('PUBLIC_URL must be set in production (links in e-mails use it)');
  }

  const dataDir = path.resolve(nonEmpty(env, 'DATA_DIR') ?? './data');

  const rawDatabaseUrl = nonEmpty(env, 'DATABASE_URL');
  let databaseUrl: string | null = null;
  if (rawDatabaseUrl !== undefined) {
    const url = parseUrl(rawDatabaseUrl);
    if (!url || (url.protocol !== 'postgres:' && url.protocol !== 'postgresql:') || !url.hostname) {
      bad(
        'DATABASE_URL',
        'must be a postgres:// address like postgres://user:password@host:5432/paddock',
        rawDatabaseUrl,
      );
    } else {
      databaseUrl = rawDatabaseUrl;
    }
  }

  const rawNow = nonEmpty(env, 'NOW');
  let now: Date | null = null;
  if (rawNow !== undefined) {
    const parsed = new Date(rawNow);
    if (!ISO_INSTANT.test(rawNow) || Number.isNaN(parsed.getTime())) {
      bad('NOW', 'must be an ISO instant with its offset, like 2025-05-01T09:00:00+01:00', rawNow);
    } else {
      now = parsed;
    }
  }

  const rawSmtpUrl = nonEmpty(env, 'SMTP_URL');
  let smtpUrl: string | null = null;
  if (rawSmtpUrl !== undefined) {
    const url = parseUrl(rawSmtpUrl);
    if (!url || (url.protocol !== 'smtp:' && url.protocol !== 'smtps:') || !url.hostname) {
      bad(
        'SMTP_URL',
        'must be an smtp:// or smtps:// address like smtps://user:password@mail.example.com',
        rawSmtpUrl,
      );
    } else {
      smtpUrl = rawSmtpUrl;
    }
  } else if (production) {
    problems.push(
      'SMTP_URL must be set in production (without it no e-mail would reach customers)',
    );
  }

  const rawMailFrom = nonEmpty(env, 'MAIL_FROM');
  let mailFrom = 'Paddock <bookings@paddock.example>';
  if (rawMailFrom !== undefined) {
    const address = /<([^>]+)>\s*$/.exec(rawMailFrom)?.[1] ?? rawMailFrom;
    if (!MAIL_ADDRESS.test(address.trim())) {
      bad(
        'MAIL_FROM',
        'must be an e-mail address, optionally with a name: Park Name <bookings@example.com>',
        rawMailFrom,
      );
    } else {
      mailFrom = rawMailFrom;
    }
  } else if (production) {
    problems.push('MAIL_FROM must be set in production (the address e-mails come from)');
  }

  const rawLogLevel = nonEmpty(env, 'LOG_LEVEL') ?? (nodeEnv === 'test' ? 'warn' : 'info');
  let logLevel: LogLevel = 'info';
  if ((LOG_LEVELS as readonly string[]).includes(rawLogLevel)) logLevel = rawLogLevel as LogLevel;
  else bad('LOG_LEVEL', `must be one of ${LOG_LEVELS.join(', ')}`, rawLogLevel);

  const rawTestAccounts = nonEmpty(env, 'TEST_ACCOUNT_EMAILS');
  const testAccountEmails = (rawTestAccounts ?? '')
    .split(',')
    .map((address) => address.trim())
    .filter(Boolean);
  const notAddresses = testAccountEmails.filter((address) => !MAIL_ADDRESS.test(address));
  if (notAddresses.length > 0) {
    bad('TEST_ACCOUNT_EMAILS', 'must be e-mail addresses separated by commas', rawTestAccounts);
  }

  const adminEmail = nonEmpty(env, 'ADMIN_EMAIL');
  const adminPassword =
    env.ADMIN_PASSWORD && env.ADMIN_PASSWORD.length > 0 ? env.ADMIN_PASSWORD : undefined;
  let admin: Config['admin'] = null;
  if (adminEmail !== undefined || adminPassword !== undefined) {
    if (adminEmail === undefined) problems.push('ADMIN_EMAIL must be set with ADMIN_PASSWORD');
    else if (!MAIL_ADDRESS.test(adminEmail))
      bad('ADMIN_EMAIL', 'must be an e-mail address', adminEmail);
    if (adminPassword === undefined) problems.push('ADMIN_PASSWORD must be set with ADMIN_EMAIL');
    else if ([...adminPassword].length < 8 || [...adminPassword].length > 128) {
      problems.push('ADMIN_PASSWORD must be 8 to 128 characters long');
    }
    if (adminEmail && adminPassword) admin = { email: adminEmail, password: adminPassword };
  }

  const rawTrustProxy = nonEmpty(env, 'TRUST_PROXY') ?? '0';
  let trustProxy = 0;
  if (/^\d{1,2}$/.test(rawTrustProxy)) trustProxy = Number(rawTrustProxy);
  else
    bad(
      'TRUST_PROXY',
      'must be the number of proxies in front of the app (0 for none)',
      rawTrustProxy,
    );

  const secretKey = nonEmpty(env, 'STRIPE_SECRET_KEY');
  const webhookSecret = nonEmpty(env, 'STRIPE_WEBHOOK_SECRET');
  const rawApiUrl = nonEmpty(env, 'STRIPE_API_URL');
  let stripe: StripeConfig | null = null;
  let apiUrl: string | null = null;
  if (rawApiUrl !== undefined) {
    const url = parseUrl(rawApiUrl);
    if (!url || (url.protocol !== 'http:' && url.protocol !== 'https:') || url.pathname !== '/') {
      bad(
        'STRIPE_API_URL',
        'must be an http(s) address with no path, like http://127.0.0.1:12111',
        rawApiUrl,
      );
    } else {
      apiUrl = url.origin;
    }
  }
  if (secretKey !== undefined && !/^(sk|rk)_(test|live)_\w+$/.test(secretKey)) {
    problems.push('STRIPE_SECRET_KEY must be a Stripe secret key (sk_live_… or sk_test_…)');
  } else if (secretKey !== undefined && webhookSecret === undefined) {
    problems.push(
      'STRIPE_WEBHOOK_SECRET must be set with STRIPE_SECRET_KEY (payments are confirmed by its webhook)',
    );
  } else if (secretKey === undefined && webhookSecret !== undefined) {
    problems.push('STRIPE_SECRET_KEY must be set with STRIPE_WEBHOOK_SECRET');
  } else if (secretKey !== undefined && webhookSecret !== undefined) {
    stripe = { secretKey, webhookSecret, apiUrl };
  }
  if (!stripe && production && secretKey === undefined) {
    problems.push(
      'STRIPE_SECRET_KEY must be set in production (without it nobody could pay by card)',
    );
  }

  if (problems.length > 0) throw new ConfigError(problems);
  return {
    nodeEnv,
    port,
    host,
    publicUrl,
    dataDir,
    databaseUrl,
    now,
    smtpUrl,
    mailFrom,
    logLevel,
    testAccountEmails,
    admin,
    trustProxy,
    stripe,
  };
}
