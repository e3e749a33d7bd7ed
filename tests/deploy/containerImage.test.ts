// This machine has no Docker engine, so the image is never built here. What can be known
// without one is checked: that the Dockerfile and compose.yaml agree with the scripts, the
// build's output, the server's settings and each other.
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { serverBuildOptions } from '../../scripts/build-server.mjs';
import { serverNodeFlags } from '../../scripts/serverNodeFlags.mjs';
import type { Database } from '../../src/server/db/database';
import { Drain } from '../../src/server/health/drain';
import { registerHealthRoutes } from '../../src/server/health/healthRoutes';
import { CONFIG_VARIABLES, loadConfig } from '../../src/server/platform/config';

const root = path.resolve(import.meta.dirname, '../..');
const read = (file: string) => readFileSync(path.join(root, file), 'utf8');

interface Instruction {
  keyword: string;
  args: string;
}

/** The Dockerfile's instructions, continuation lines joined, comments dropped, by stage. */
function dockerfileStages(): Instruction[][] {
  const joined = read('Dockerfile')
    .split('\n')
    .filter((line) => !line.trimStart().startsWith('#'))
    .join('\n')
    .replace(/\\\n/g, ' ');
  const stages: Instruction[][] = [];
  for (const line of joined.split('\n')) {
    const match = line.trim().match(/^([A-Z]+)\s+(.*)$/);
    if (!match) continue;
    const [, keyword = '', args = ''] = match;
    if (keyword === 'FROM') stages.push([]);
    stages.at(-1)?.push({ keyword, args: args.trim() });
  }
  return stages;
}

const stages = dockerfileStages();
const final = stages.at(-1) ?? [];
const all = (stage: Instruction[], keyword: string) =>
  stage.filter((instruction) => instruction.keyword === keyword).map(({ args }) => args);
const one = (stage: Instruction[], keyword: string) => all(stage, keyword).at(-1) ?? '';

/** ENV lines as name → value (the `ENV A=1 B=2` form). */
function envOf(stage: Instruction[]): Record<string, string> {
  return Object.fromEntries(
    all(stage, 'ENV').flatMap((args) =>
      args.split(/\s+/).map((pair) => pair.split('=') as [string, string]),
    ),
  );
}

const packageJson = JSON.parse(read('package.json')) as {
  scripts: Record<string, string>;
  engines: { node: string };
};
const builtMain = `${serverBuildOptions.outdir}/main.js`;

describe('the container image (Dockerfile)', () => {
  it('When it is built, then a build stage runs the npm build script and the final stage installs production dependencies only', () => {
    expect(stages.length).toBeGreaterThanOrEqual(2);
    const build = stages[0] ?? [];
    expect(all(build, 'RUN')).toContain('npm run build');
    expect(packageJson.scripts.build).toBeDefined();
    expect(all(final, 'RUN').some((run) => /npm ci --omit=dev\b/.test(run))).toBe(true);
    expect(all(final, 'RUN').some((run) => /npm ci(?! --omit=dev)/.test(run))).toBe(false);
  });

  it('When it starts, then it runs the same built server as npm start, with the same Node.js flags, from the build stage’s output', () => {
    expect(JSON.parse(one(final, 'CMD'))).toEqual(['node', ...serverNodeFlags, builtMain]);
    expect(packageJson.scripts.start).toBe(`node ${serverNodeFlags.join(' ')} scripts/start.mjs`);
    expect(Object.keys(serverBuildOptions.entryPoints)).toContain('main');
    expect(read('scripts/start.mjs')).toContain(`'${builtMain}'`);
    const copied = all(final, 'COPY').find((args) => args.startsWith('--from='));
    const outputRoot = serverBuildOptions.outdir.split('/')[0];
    expect(copied).toBe(`--from=build /app/${outputRoot} ./${outputRoot}`);
  });

  it('When it runs, then it is an unprivileged user, its data folder is a volume, and its port is the one it listens on', () => {
    const user = one(final, 'USER');
    expect(user).not.toBe('');
    expect(['root', '0']).not.toContain(user);
    const env = envOf(final);
    expect(env.NODE_ENV).toBe('production');
    expect(one(final, 'VOLUME')).toBe(env.DATA_DIR);
    expect(one(final, 'EXPOSE')).toBe(env.PORT);
    expect(env.HOST).toBe('0.0.0.0');
    for (const name of Object.keys(env)) expect(CONFIG_VARIABLES).toContain(name);
  });

  it('When it is checked for health, then it asks /healthz on its own port, which the server answers', () => {
    const check = one(final, 'HEALTHCHECK');
    const port = envOf(final).PORT;
    expect(check).toContain(`http://127.0.0.1:${port}/healthz`);
    const app = Fastify();
    registerHealthRoutes(app, {} as Database, new Drain());
    expect(app.hasRoute({ method: 'GET', url: '/healthz' })).toBe(true);
  });

  it('When it is built, then the Node.js in it meets package.json’s engines', () => {
    const [major = 0, minor = 0] = packageJson.engines.node
      .replace('>=', '')
      .split('.')
      .map(Number);
    for (const stage of stages) {
      const image = one(stage, 'FROM').split(/\s+/)[0] ?? '';
      const version = Number(image.match(/^node:(\d+)/)?.[1]);
      expect(version > major || (version === major && minor === 0)).toBe(true);
    }
  });

  it('When the context is sent, then secrets, the data folder and local builds stay out of it, and what is copied exists', () => {
    const ignored = read('.dockerignore').split('\n');
    for (const entry of ['.env', 'data', 'node_modules', 'dist', '.git']) {
      expect(ignored).toContain(entry);
    }
    for (const stage of stages) {
      for (const args of all(stage, 'COPY').filter((copy) => !copy.startsWith('--from='))) {
        const sources = args.split(/\s+/).slice(0, -1);
        for (const source of sources.filter((name) => name !== '.')) {
          expect(existsSync(path.join(root, source))).toBe(true);
        }
      }
    }
  });
});

interface ComposeService {
  image?: string;
  build?: string;
  environment?: Record<string, string>;
  depends_on?: Record<string, { condition: string }>;
  healthcheck?: { test: string[] };
  volumes?: string[];
  ports?: string[];
  stop_grace_period?: string;
}

describe('the compose file (compose.yaml)', () => {
  const compose = parse(read('compose.yaml')) as { services: Record<string, ComposeService> };
  const { app, db } = compose.services as { app: ComposeService; db: ComposeService };

  it('When it is started, then PostgreSQL comes first, healthy, and the app reaches it as the same user and database', () => {
    expect(db.image).toMatch(/^postgres:\d+/);
    expect(db.healthcheck?.test).toContain('pg_isready');
    expect(app.build).toBe('.');
    expect(app.depends_on).toEqual({ db: { condition: 'service_healthy' } });
    // Compose fills in the password from .env; any stands in for it here.
    const url = new URL((app.environment?.DATABASE_URL ?? '').replace(/\$\{\w+\}/, 'p'));
    expect(url.hostname).toBe('db');
    expect(url.username).toBe(db.environment?.POSTGRES_USER);
    expect(url.pathname).toBe(`/${db.environment?.POSTGRES_DB}`);
  });

  it('When the app runs in it, then its data folder is a volume, its port is the image’s, and its settings are ones the server reads', () => {
    const env = envOf(final);
    expect(app.volumes?.map((volume) => volume.split(':').at(-1))).toContain(env.DATA_DIR);
    expect(app.ports?.map((port) => port.split(':').at(-1))).toContain(env.PORT);
    for (const name of Object.keys(app.environment ?? {})) expect(CONFIG_VARIABLES).toContain(name);
  });

  it('When it stops the app, then it waits longer than the app gives requests in flight', () => {
    const grace = Number(app.stop_grace_period?.replace(/s$/, '')) * 1000;
    expect(grace).toBeGreaterThan(loadConfig({}).shutdownTimeoutMs);
  });
});
