// npm run bench [-- --bookings N --fields N --users N --soak S --connections C --duration S --no-build --profile]
// Builds, seeds a fresh database (PostgreSQL when DATABASE_URL is set: a throwaway database on
// that server; else PGlite in a temporary data folder), starts the built server and a bare
// Fastify beside it, and drives both from another process with autocannon. Writes
// bench/results.json and prints a Markdown table.
import { spawnSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { build } from 'esbuild';
import { goalLines, sizeKey } from './goals.mjs';
import {
  root,
  rssMb,
  runLoad,
  runNode,
  startBare,
  startPaddock,
  throwawayDatabase,
} from './processes.mjs';
import { profileClockUs, whereTimeWent } from './profile.mjs';
import { machine, markdownTable, writeResults } from './report.mjs';
import { adminScenarios, publicScenarios, soakRuns } from './scenarios.mjs';
import { signIn } from './signIn.mjs';

const { values: args } = parseArgs({
  options: {
    bookings: { type: 'string', default: '10000' },
    fields: { type: 'string', default: '1' },
    users: { type: 'string' },
    soak: { type: 'string', default: '0' },
    connections: { type: 'string', default: '10' },
    duration: { type: 'string', default: '5' },
    'no-build': { type: 'boolean', default: false },
    'log-level': { type: 'string', default: 'warn' },
    profile: { type: 'boolean', default: false },
  },
});
const options = {
  bookings: Number(args.bookings),
  fields: Number(args.fields),
  soak: Number(args.soak),
  connections: Number(args.connections),
  duration: Number(args.duration),
  logLevel: args['log-level'],
};
/** Race callers: 200 customers a round, each round on a slot of its own. */
const RACE = { callers: 200, rounds: 3 };
/** Book Now's customers come after the race's; two holds each, at up to ~1,000 holds/s. */
const firstBooker = RACE.callers * RACE.rounds + 1;
const bookers = Math.ceil((options.duration * 1000 + options.soak * 40) / 2);
options.users = Math.max(
  Number(args.users ?? 0),
  Math.ceil(options.bookings / 10),
  firstBooker + bookers,
);

const resultsFile = path.join(root, 'bench/results.json');
const staff = { email: 'staff@bench.example', totpSecret: 'JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP' };
const password = 'bench password, the same for everyone';
const sessionPrefix = `bench-${randomBytes(8).toString('hex')}-`;

function step(text) {
  process.stderr.write(`bench: ${text}\n`);
}

function buildAll() {
  step('building (waiting for /tmp/paddock-build.lock)…');
  const result = spawnSync(
    'flock',
    ['/tmp/paddock-build.lock', process.execPath, 'scripts/build.mjs'],
    { cwd: root, stdio: ['ignore', 'inherit', 'inherit'] },
  );
  if (result.status !== 0) throw new Error('the build failed');
}

/** The seeder imports the server's own modules (and their .sql files), so it is bundled too. */
async function bundleSeeder(outdir) {
  await build({
    entryPoints: {
      seed: path.join(root, 'scripts/bench/seed.ts'),
      pgliteWorker: path.join(root, 'src/server/db/pgliteWorker.ts'),
    },
    outdir,
    outExtension: { '.js': '.mjs' },
    bundle: true,
    platform: 'node',
    format: 'esm',
    target: 'node22',
    packages: 'external',
    loader: { '.sql': 'text' },
    logLevel: 'warning',
  });
  return path.join(outdir, 'seed.mjs');
}

/** Samples the server's memory while `work` runs; answers its result and the peak. */
async function watchingMemory(pid, work) {
  let peak = rssMb(pid) ?? 0;
  const timer = setInterval(() => {
    peak = Math.max(peak, rssMb(pid) ?? 0);
  }, 200);
  try {
    const result = await work();
    return { result, peak: Math.max(peak, rssMb(pid) ?? 0) };
  } finally {
    clearInterval(timer);
  }
}

function parkToday(timeZone) {
  return new Intl.DateTimeFormat('en-CA', { timeZone }).format(new Date());
}

function addDays(date, days) {
  const day = new Date(`${date}T00:00:00Z`);
  day.setUTCDate(day.getUTCDate() + days);
  return day.toISOString().slice(0, 10);
}

async function measure(server, scenario, bareRate) {
  const from = profileClockUs();
  const { result, peak } = await watchingMemory(server.pid, () =>
    runLoad({ runs: scenario.runs ?? [scenario.run] }),
  );
  const span = { from, to: profileClockUs() };
  // With several runs at once, the first is the one measured and the others its background.
  const [row] = result;
  const ratio = scenario.compare && bareRate ? row.reqPerSec / bareRate : null;
  step(`${scenario.label}: ${row.reqPerSec} req/s, p99 ${row.p99} ms`);
  return {
    ...row,
    label: scenario.label,
    holds: scenario.holds ?? false,
    ratio,
    rssMb: peak,
    ...(scenario.compare || scenario.holds ? { span } : {}),
  };
}

async function races(server, context) {
  const rounds = [];
  for (let round = 0; round < RACE.rounds; round++) {
    const slot = {
      date: addDays(context.today, 10 + round),
      time: '12:00',
      minutes: 60,
      dogs: '1-4',
      rulesVersion: 1,
      contact: { name: 'Bench Walker' },
    };
    rounds.push(
      await runLoad({
        race: {
          url: server.url,
          origin: server.url,
          sessionPrefix,
          firstCustomer: 1 + round * RACE.callers,
          callers: RACE.callers,
          slot,
        },
      }),
    );
  }
  step(`race winners: ${rounds.map((round) => round.won).join(', ')}`);
  return { callers: RACE.callers, rounds, exactlyOneEveryTime: rounds.every((r) => r.won === 1) };
}

async function soak(server, context, startAt) {
  const rssStartMb = rssMb(server.pid);
  const { result, peak } = await watchingMemory(server.pid, () =>
    runLoad({ runs: soakRuns({ ...context, startAt }, options.soak) }),
  );
  const rssEndMb = rssMb(server.pid);
  const sum = (key) => result.reduce((total, row) => total + row[key], 0);
  return {
    seconds: options.soak,
    runs: result,
    requests: sum('requests'),
    errors: sum('errors') + sum('timeouts'),
    non2xx: sum('non2xx'),
    rssStartMb,
    rssEndMb,
    rssPeakMb: peak,
    rssGrowthMb: rssEndMb - rssStartMb,
  };
}

async function benchmark(database, work) {
  const server = await startPaddock({
    ...database,
    logLevel: options.logLevel,
    profileDir: options.profileDir,
  });
  const bare = await startBare();
  try {
    return await work(server, bare);
  } finally {
    await Promise.all([server.stop(), bare.stop()]);
  }
}

async function run() {
  if (!args['no-build']) buildAll();
  const scratch = mkdtempSync(path.join(tmpdir(), 'paddock-bench-'));
  // Inside the repository (.tmp is ignored by git), where its imports find node_modules.
  const seederDir = path.join(root, '.tmp', `bench-${process.pid}`);
  const throwaway = process.env.DATABASE_URL
    ? await throwawayDatabase(process.env.DATABASE_URL)
    : null;
  options.profileDir = args.profile ? path.join(scratch, 'profiles') : null;
  try {
    const database = { dataDir: path.join(scratch, 'data'), databaseUrl: throwaway?.url ?? null };
    step(
      `seeding ${options.bookings} bookings on ${options.fields} field(s), ${options.users} users into ${throwaway ? `PostgreSQL (${throwaway.name})` : 'PGlite'}…`,
    );
    const seeded = await runNode(await bundleSeeder(seederDir), [
      JSON.stringify({
        ...database,
        users: options.users,
        bookings: options.bookings,
        fields: options.fields,
        sessions: options.users,
        sessionPrefix,
        password,
        staff,
      }),
    ]);
    step(`seeded in ${seeded.seedMs} ms: ${JSON.stringify(seeded)}`);
    const results = await benchmark(database, (server, bare) => drive(server, bare));
    const run = {
      date: new Date().toISOString(),
      machine: machine(),
      database: throwaway ? 'postgres' : 'pglite',
      sizes: seeded,
      options,
      ...results,
    };
    const kept = writeResults(resultsFile, run);
    // The same database's run at the other size, for the goal that size must not slow reads.
    const otherSize = Object.values(kept).find(
      (other) => other.database === run.database && sizeKey(other) !== sizeKey(run),
    );
    const profiled = options.profileDir ? whereTimeWent(options.profileDir, run.scenarios) : [];
    const goals = [...goalLines(run, otherSize), ...profiled].join('\n');
    process.stdout.write(`\n${markdownTable(run)}\n${goals}\n\nWritten to bench/results.json\n`);
  } finally {
    await throwaway?.drop();
    rmSync(scratch, { recursive: true, force: true });
    rmSync(seederDir, { recursive: true, force: true });
  }
}

async function drive(server, bare) {
  await new Promise((resolve) => setTimeout(resolve, 1000));
  const rssAtRestMb = rssMb(server.pid);
  const { park } = await (await fetch(`${server.url}/api/park`)).json();
  const today = parkToday(park.timeZone);
  const context = {
    url: server.url,
    connections: options.connections,
    duration: options.duration,
    month: today.slice(0, 7),
    // The last field's month: with many fields, one of many; with one, the park's only field.
    fieldId: park.fields.at(-1).id,
    today,
    sessionPrefix,
    firstBooker,
    customerCookie: await signIn(server.url, { email: 'customer1@bench.example', password }),
    staffCookie: await signIn(server.url, { email: staff.email, password, ...staff }),
  };

  const [bareRow] = await runLoad({
    runs: [
      {
        name: 'bare',
        url: bare.url,
        path: '/',
        connections: options.connections,
        duration: options.duration,
      },
    ],
  });
  step(`bare Fastify: ${bareRow.reqPerSec} req/s`);
  const scenarios = [];
  let booked = 0;
  for (const scenario of publicScenarios(context)) {
    const row = await measure(server, scenario, bareRow.reqPerSec);
    if (scenario.holds) booked = row.requests;
    scenarios.push(row);
  }
  for (const scenario of await adminScenarios(context)) {
    scenarios.push(await measure(server, scenario, bareRow.reqPerSec));
  }
  const race = await races(server, context);
  const soakResult = options.soak > 0 ? await soak(server, context, booked + 100) : null;
  return {
    startMs: server.startMs,
    rssAtRestMb,
    bare: { ...bareRow, rssMb: rssMb(bare.pid) },
    scenarios,
    race,
    soak: soakResult,
  };
}

await run();
