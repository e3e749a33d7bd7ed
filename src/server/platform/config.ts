import path from 'node:path';
import { z } from 'zod';

// The configuration is one zod schema over the environment: each variable is checked on its own
// (its one-line complaint names it), variables that only mean something together are checked
// together, production's requirements are a refinement, and the result is the `Config`.

const NODE_ENVS = ['development', 'production', 'test'] as const;
const LOG_LEVELS = ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'] as const;
const LOG_FORMATS = ['json', 'pretty'] as const;
export type NodeEnv = (typeof NODE_ENVS)[number];
export type LogLevel = (typeof LOG_LEVELS)[number];
export type LogFormat = (typeof LOG_FORMATS)[number];

/** Thrown when the environment is wrong; its message is the one line start-up prints. */
export class ConfigError extends Error {
  constructor(readonly problems: string[]) {
    super(`Configuration error: ${problems.join('; ')}`);
    this.name = 'ConfigError';
  }
}

type Env = Record<string, string | undefined>;
type Complaint = { error: (issue: { input?: unknown }) => string };

/** The complaint about a wrong value: the variable, its rule, and the value it got. */
const showing = (name: string, rule: string): Complaint => ({
  error: (issue) => `${name} ${rule} (got ${JSON.stringify(issue.input)})`,
});

/** The complaint about a wrong secret, which must not repeat the secret. */
const hiding = (name: string, rule: string): Complaint => ({ error: () => `${name} ${rule}` });

/** A text variable that must pass `test`; any failure is the one complaint. */
const text = (complaint: Complaint, test: (value: string) => boolean) =>
  z.string(complaint).refine(test, complaint);

/** A variable that may be unset: empty or blank counts as unset, and a value is trimmed. */
const optional = <T extends z.ZodType>(schema: T) =>
  z.preprocess(
    (value) => (typeof value === 'string' ? value.trim() || undefined : value),
    schema.optional(),
  );

const ISO_INSTANT = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d+)?)?(Z|[+-]\d{2}:\d{2})$/;
const MAIL_ADDRESS = /^[^\s@<>]+@[^\s@<>]+$/;
const STRIPE_SECRET_KEY = /^(sk|rk)_(test|live)_\w+$/;

function parseUrl(value: string): URL | null {
  try {
    return new URL(value);
  } catch {
    return null;
  }
}

/** An http(s) address with no path: the origin of a site. */
function isHttpOrigin(value: string): boolean {
  const url = parseUrl(value);
  return !!url && (url.protocol === 'http:' || url.protocol === 'https:') && url.pathname === '/';
}

/** An address with one of the protocols and a host name. */
const isServerUrl =
  (...protocols: string[]) =>
  (value: string): boolean => {
    const url = parseUrl(value);
    return !!url && protocols.includes(url.protocol) && url.hostname !== '';
  };

const origin = (value: string) => new URL(value).origin;

/** A mail address, optionally with a name before it in angle brackets. */
function isMailbox(value: string): boolean {
  const address = /<([^>]+)>\s*$/.exec(value)?.[1] ?? value;
  return MAIL_ADDRESS.test(address.trim());
}

const addressList = (value: string) =>
  value
    .split(',')
    .map((address) => address.trim())
    .filter(Boolean);

/** Each variable alone, in the order its problems are told. */
const variables = z.object({
  NODE_ENV: optional(
    z.enum(NODE_ENVS, showing('NODE_ENV', 'must be development, production or test')),
  ),
  PORT: optional(
    text(
      showing('PORT', 'must be a whole number from 0 to 65535'),
      (value) => /^\d{1,5}$/.test(value) && Number(value) <= 65535,
    ).transform(Number),
  ),
  HOST: optional(z.string()),
  PUBLIC_URL: optional(
    text(
      showing(
        'PUBLIC_URL',
        'must be an http(s) address with no path, like https://book.example.com',
      ),
      isHttpOrigin,
    ).transform(origin),
  ),
  DATA_DIR: optional(z.string()),
  DATABASE_URL: optional(
    text(
      showing(
        'DATABASE_URL',
        'must be a postgres:// address like postgres://user:password@host:5432/paddock',
      ),
      isServerUrl('postgres:', 'postgresql:'),
    ),
  ),
  NOW: optional(
    text(
      showing('NOW', 'must be an ISO instant with its offset, like 2025-05-01T09:00:00+01:00'),
      (value) => ISO_INSTANT.test(value) && !Number.isNaN(new Date(value).getTime()),
    ).transform((value) => new Date(value)),
  ),
  SMTP_URL: optional(
    text(
      showing(
        'SMTP_URL',
        'must be an smtp:// or smtps:// address like smtps://user:password@mail.example.com',
      ),
      isServerUrl('smtp:', 'smtps:'),
    ),
  ),
  MAIL_FROM: optional(
    text(
      showing(
        'MAIL_FROM',
        'must be an e-mail address, optionally with a name: Park Name <bookings@example.com>',
      ),
      isMailbox,
    ),
  ),
  LOG_LEVEL: optional(
    z.enum(LOG_LEVELS, showing('LOG_LEVEL', `must be one of ${LOG_LEVELS.join(', ')}`)),
  ),
  LOG_FORMAT: optional(z.enum(LOG_FORMATS, showing('LOG_FORMAT', 'must be json or pretty'))),
  TEST_ACCOUNT_EMAILS: optional(
    text(showing('TEST_ACCOUNT_EMAILS', 'must be e-mail addresses separated by commas'), (value) =>
      addressList(value).every((address) => MAIL_ADDRESS.test(address)),
    ).transform(addressList),
  ),
  ADMIN_EMAIL: optional(
    text(showing('ADMIN_EMAIL', 'must be an e-mail address'), (value) => MAIL_ADDRESS.test(value)),
  ),
  // A password is used exactly as given, spaces and all: only an empty one counts as unset.
  ADMIN_PASSWORD: z.preprocess(
    (value) => (value === '' ? undefined : value),
    text(
      hiding('ADMIN_PASSWORD', 'must be 8 to 128 characters long'),
      (value) => [...value].length >= 8 && [...value].length <= 128,
    ).optional(),
  ),
  TRUST_PROXY: optional(
    text(
      showing('TRUST_PROXY', 'must be the number of proxies in front of the app (0 for none)'),
      (value) => /^\d{1,2}$/.test(value),
    ).transform(Number),
  ),
  SHUTDOWN_TIMEOUT_SECONDS: optional(
    text(
      showing('SHUTDOWN_TIMEOUT_SECONDS', 'must be a whole number of seconds from 1 to 600'),
      (value) => /^\d{1,3}$/.test(value) && Number(value) >= 1 && Number(value) <= 600,
    ).transform(Number),
  ),
  SHUTDOWN_DRAIN_SECONDS: optional(
    text(
      showing('SHUTDOWN_DRAIN_SECONDS', 'must be a whole number of seconds from 0 to 300'),
      (value) => /^\d{1,3}$/.test(value) && Number(value) <= 300,
    ).transform(Number),
  ),
  CHECK_ANSWERS: optional(
    text(
      showing('CHECK_ANSWERS', 'must be 0 or 1'),
      (value) => value === '0' || value === '1',
    ).transform((value) => value === '1'),
  ),
  STRIPE_API_URL: optional(
    text(
      showing(
        'STRIPE_API_URL',
        'must be an http(s) address with no path, like http://127.0.0.1:12111',
      ),
      isHttpOrigin,
    ).transform(origin),
  ),
  STRIPE_SECRET_KEY: optional(
    text(
      hiding('STRIPE_SECRET_KEY', 'must be a Stripe secret key (sk_live_… or sk_test_…)'),
      (value) => STRIPE_SECRET_KEY.test(value),
    ),
  ),
  STRIPE_WEBHOOK_SECRET: optional(z.string()),
  SEAM_API_KEY: optional(
    text(hiding('SEAM_API_KEY', 'must be a Seam API key (seam_…), without spaces'), (value) =>
      /^seam_[\x21-\x7e]{4,500}$/.test(value),
    ),
  ),
  SEAM_WEBHOOK_SECRET: optional(
    text(
      hiding('SEAM_WEBHOOK_SECRET', "must be the webhook's signing secret from Seam (whsec_…)"),
      (value) => /^whsec_[A-Za-z0-9+/=]{8,}$/.test(value),
    ),
  ),
  SEAM_ENDPOINT: optional(
    text(
      showing(
        'SEAM_ENDPOINT',
        'must be an http(s) address with no path, like http://127.0.0.1:8080',
      ),
      isHttpOrigin,
    ).transform(origin),
  ),
  METRICS_TOKEN: optional(
    text(
      hiding(
        'METRICS_TOKEN',
        'must be 16 to 256 characters without spaces (make one with: openssl rand -hex 32)',
      ),
      (value) => /^[\x21-\x7e]{16,256}$/.test(value),
    ),
  ),
});

type Variables = z.output<typeof variables>;
/** Every variable the server reads, in the order its problems are reported. */
export const CONFIG_VARIABLES: readonly string[] = Object.keys(variables.shape);
const ORDER = CONFIG_VARIABLES;

/**
 * The refinements below run even when a variable is wrong, so that every problem is told at
 * once. A wrong variable still holds its (trimmed) text there, so they only ask what is set.
 */
const EVEN_WITH_PROBLEMS = { when: () => true };

/** The first staff account, and Stripe's key and webhook secret, come in pairs. */
function pairs(env: Variables, ctx: z.RefinementCtx): void {
  const problem = (name: string, message: string) =>
    ctx.addIssue({ code: 'custom', path: [name], message });
  if (env.ADMIN_EMAIL === undefined && env.ADMIN_PASSWORD !== undefined) {
    problem('ADMIN_EMAIL', 'ADMIN_EMAIL must be set with ADMIN_PASSWORD');
  }
  if (env.ADMIN_PASSWORD === undefined && env.ADMIN_EMAIL !== undefined) {
    problem('ADMIN_PASSWORD', 'ADMIN_PASSWORD must be set with ADMIN_EMAIL');
  }
  const key = env.STRIPE_SECRET_KEY;
  // A key that is no Stripe secret key is told alone, without asking for its partner.
  if (key !== undefined && STRIPE_SECRET_KEY.test(key) && env.STRIPE_WEBHOOK_SECRET === undefined) {
    problem(
      'STRIPE_WEBHOOK_SECRET',
      'STRIPE_WEBHOOK_SECRET must be set with STRIPE_SECRET_KEY (payments are confirmed by its webhook)',
    );
  }
  if (key === undefined && env.STRIPE_WEBHOOK_SECRET !== undefined) {
    problem('STRIPE_SECRET_KEY', 'STRIPE_SECRET_KEY must be set with STRIPE_WEBHOOK_SECRET');
  }
}

/** What production can't do without, and why. */
const REQUIRED_IN_PRODUCTION = {
  PUBLIC_URL: 'links in e-mails use it',
  SMTP_URL: 'without it no e-mail would reach customers',
  MAIL_FROM: 'the address e-mails come from',
  STRIPE_SECRET_KEY: 'without it nobody could pay by card',
} as const;

function productionRules(env: Variables, ctx: z.RefinementCtx): void {
  if (env.NODE_ENV !== 'production') return;
  if (env.LOG_FORMAT === 'pretty') {
    ctx.addIssue({
      code: 'custom',
      path: ['LOG_FORMAT'],
      message:
        'LOG_FORMAT must be json or unset in production (its log is JSON lines, for the journal and log tools)',
    });
  }
  for (const [name, why] of Object.entries(REQUIRED_IN_PRODUCTION)) {
    if (env[name as keyof typeof REQUIRED_IN_PRODUCTION] === undefined) {
      ctx.addIssue({
        code: 'custom',
        path: [name],
        message: `${name} must be set in production (${why})`,
      });
    }
  }
}

/** The configuration the variables make, with the defaults of those unset. */
function toConfig(env: Variables) {
  const nodeEnv: NodeEnv = env.NODE_ENV ?? 'development';
  const production = nodeEnv === 'production';
  const port = env.PORT ?? 3000;
  const logLevel: LogLevel = env.LOG_LEVEL ?? (nodeEnv === 'test' ? 'warn' : 'info');
  const { ADMIN_EMAIL: email, ADMIN_PASSWORD: password } = env;
  const { STRIPE_SECRET_KEY: secretKey, STRIPE_WEBHOOK_SECRET: webhookSecret } = env;
  const { SEAM_API_KEY: seamKey } = env;
  return {
    nodeEnv,
    port,
    host: env.HOST ?? (production ? '0.0.0.0' : '127.0.0.1'),
    /** Origin the public reaches us at, without a trailing slash; used in e-mail links. */
    publicUrl: env.PUBLIC_URL ?? `http://localhost:${port}`,
    dataDir: path.resolve(env.DATA_DIR ?? './data'),
    /** A PostgreSQL server; null means the embedded PGlite database in `dataDir`. */
    databaseUrl: env.DATABASE_URL ?? null,
    /** Where the clock starts; null means the real time. */
    now: env.NOW ?? null,
    /** Outgoing mail server; null keeps messages in the dev mailbox (not allowed in production). */
    smtpUrl: env.SMTP_URL ?? null,
    mailFrom: env.MAIL_FROM ?? 'Paddock <bookings@paddock.example>',
    logLevel,
    /**
     * JSON lines or readable lines; null: readable on a terminal outside production, else JSON
     * (logging/logFormat.ts). Production always writes JSON lines.
     */
    logFormat: env.LOG_FORMAT ?? null,
    /** Accounts whose bookings are test bookings (compared case-insensitively). */
    testAccountEmails: env.TEST_ACCOUNT_EMAILS ?? [],
    /** The staff account made sure of at every start, as a super admin. */
    admin: email !== undefined && password !== undefined ? { email, password } : null,
    /** How many proxies in front of us to trust for the client's address (X-Forwarded-For). */
    trustProxy: env.TRUST_PROXY ?? 0,
    /** How long a stop (SIGTERM) waits for requests in flight before cutting them off. */
    shutdownTimeoutMs: (env.SHUTDOWN_TIMEOUT_SECONDS ?? 10) * 1000,
    /**
     * How long a stop (SIGTERM) first fails the health checks while still serving, so that the
     * proxy moves away before the port closes (decision 141): three of the runbook's Caddy
     * health checks, a second apart. Only production runs behind a proxy.
     */
    shutdownDrainMs: (env.SHUTDOWN_DRAIN_SECONDS ?? (production ? 3 : 0)) * 1000,
    /** Every API answer checked against its schema before it goes out (zodSchemas.ts). */
    checkAnswers: env.CHECK_ANSWERS ?? !production,
    /** The bearer token /metrics asks for; null: there is no /metrics (it answers 404). */
    metricsToken: env.METRICS_TOKEN ?? null,
    /** Card payments through Stripe; null means the built-in test checkout (not allowed in production). */
    stripe:
      secretKey !== undefined && webhookSecret !== undefined
        ? {
            secretKey,
            webhookSecret,
            /** Another Stripe-compatible server (tests); null for Stripe itself. */
            apiUrl: env.STRIPE_API_URL ?? null,
          }
        : null,
    /**
     * Smart locks through Seam (decision 117): the key is read here only, never stored or
     * shown. Null: no field can be opened by lock.
     */
    seam:
      seamKey !== undefined
        ? {
            apiKey: seamKey,
            endpoint: env.SEAM_ENDPOINT ?? 'https://connect.getseam.com',
            /** Seam's webhook's signing secret; null: no webhook, the job reads codes itself. */
            webhookSecret: env.SEAM_WEBHOOK_SECRET ?? null,
          }
        : null,
  };
}

/** The environment in, the configuration out. */
export const configSchema = variables
  .superRefine(pairs, EVEN_WITH_PROBLEMS)
  .superRefine(productionRules, EVEN_WITH_PROBLEMS)
  .transform(toConfig);

export type Config = z.output<typeof configSchema>;
export type StripeConfig = NonNullable<Config['stripe']>;

/** Reads the environment; every problem in it comes out together, in one ConfigError. */
export function loadConfig(env: Env = process.env): Config {
  const result = configSchema.safeParse(env);
  if (result.success) return result.data;
  const position = (issue: z.core.$ZodIssue) => ORDER.indexOf(String(issue.path[0]));
  const issues = result.error.issues.toSorted((a, b) => position(a) - position(b));
  throw new ConfigError(issues.map((issue) => issue.message));
}
