// npm run lighthouse: builds the app, starts it on its own data with a fixed clock, and runs
// Lighthouse (mobile: a mid-range phone on a slow 4G line, simulated) on Debian's Chromium
// against the pages a visitor, a customer and the owner open first. Prints the four scores as a
// Markdown table, what holds back any page under the goals, and writes docs/lighthouse.json.
// `--runs 3` measures each page three times and keeps the median run by performance score;
// `--reports DIR` also writes each page's full Lighthouse report (HTML and JSON) there.
// Nothing leaves the machine: Lighthouse's own checks run offline, and the one thing a page asks
// from outside (the footer's map, lazily) fails at once.
import { readFileSync, rmSync, writeFileSync } from 'node:fs';
import { mkdir, mkdtemp, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { buildAside, signedIn, signedInWithTwoFactor, startBuiltServer } from './builtServer.mjs';
import { chromiumArgs, chromiumMissing, chromiumPath } from './chromium.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const outFile = path.join(root, 'docs/lighthouse.json');
/** A weekday morning in June: the park open, slots to show. */
const NOW = '2025-06-10T08:00:00+01:00';
const CUSTOMER = {
  email: 'sam.walker@example.com',
  password: 'long walks in the paddock',
  role: 'customer',
};
const OWNER = {
  email: 'owner@paddock.example',
  password: 'the owner walks the dogs at dawn',
  role: 'super-admin',
};
const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo'];
/** The goals: performance at least 95, every other category 100. */
const GOALS = { performance: 95, accessibility: 100, 'best-practices': 100, seo: 100 };
const METRICS = [
  'first-contentful-paint',
  'largest-contentful-paint',
  'total-blocking-time',
  'cumulative-layout-shift',
  'speed-index',
];

/** Who opens which page: `as` names the signed-in cookies it carries, if any. */
const PAGES = [
  { name: 'Home', path: '/' },
  { name: 'About', path: '/about' },
  { name: 'Booking, signed out', path: '/booking' },
  { name: 'Booking, signed in', path: '/booking', as: 'customer' },
  { name: 'My bookings', path: '/my-bookings', as: 'customer' },
  { name: 'Admin', path: '/admin', as: 'owner' },
];

/** One page's scores (0–100) and, for each category under its goal, what holds it back. */
function summarise(page, lhr) {
  const scores = Object.fromEntries(
    CATEGORIES.map((id) => [id, Math.round((lhr.categories[id]?.score ?? 0) * 100)]),
  );
  const metrics = Object.fromEntries(
    METRICS.map((id) => [id, lhr.audits[id]?.displayValue ?? null]),
  );
  const limits = [];
  for (const id of CATEGORIES) {
    if (scores[id] >= GOALS[id]) continue;
    for (const ref of lhr.categories[id].auditRefs) {
      const audit = lhr.audits[ref.id];
      const counts = ref.weight > 0 || Boolean(audit.metricSavings);
      if (!counts || audit.score === null || audit.score >= (id === 'performance' ? 0.9 : 1)) {
        continue;
      }
      limits.push({
        category: id,
        audit: ref.id,
        title: audit.title,
        score: audit.score,
        value: audit.displayValue ?? null,
      });
    }
  }
  return {
    name: page.name,
    path: page.path,
    finalUrl: lhr.finalDisplayedUrl,
    scores,
    metrics,
    // How fast this machine's CPU was (Lighthouse's own measure): slow or busy hosts score lower.
    benchmarkIndex: Math.round(lhr.environment.benchmarkIndex),
    limits,
  };
}

function table(results) {
  const lines = [
    '| Page | Performance | Accessibility | Best practices | SEO |',
    '|---|---|---|---|---|',
  ];
  for (const result of results) {
    const cells = CATEGORIES.map((id) => {
      const score = result.scores[id];
      return score < GOALS[id] ? `**${score}**` : String(score);
    });
    lines.push(`| ${result.name} (\`${result.path}\`) | ${cells.join(' | ')} |`);
  }
  return lines.join('\n');
}

function describeLimits(results) {
  const lines = [];
  for (const result of results) {
    if (result.limits.length === 0) continue;
    lines.push(`${result.name} (${result.path}, ended at ${result.finalUrl}):`);
    for (const limit of result.limits) {
      const value = limit.value ? ` ${limit.value}` : '';
      lines.push(`  ${limit.category}: ${limit.title}${value} (score ${limit.score})`);
    }
  }
  return lines.join('\n');
}

async function measure(chrome, url, cookie) {
  const flags = {
    port: chrome.port,
    output: ['json', 'html'],
    logLevel: 'error',
    onlyCategories: CATEGORIES,
    // The session's cookie on every request of the page, as the signed-in browser sends it.
    ...(cookie ? { extraHeaders: { Cookie: cookie } } : {}),
  };
  // No config: Lighthouse's default is the mobile one (Moto G Power, slow 4G, 4× CPU).
  const result = await lighthouse(url, flags);
  if (!result) throw new Error(`Lighthouse gave no result for ${url}`);
  if (result.lhr.runtimeError) {
    throw new Error(`Lighthouse failed on ${url}: ${result.lhr.runtimeError.message}`);
  }
  return result;
}

/** The page measured `runs` times; the run with the median performance score stands for it. */
async function medianRun(chrome, url, cookie, runs) {
  const results = [];
  for (let run = 0; run < runs; run += 1) results.push(await measure(chrome, url, cookie));
  results.sort((a, b) => a.lhr.categories.performance.score - b.lhr.categories.performance.score);
  return results[Math.floor(results.length / 2)];
}

async function keepReport(dir, page, result) {
  const base = path.join(dir, page.name.toLowerCase().replace(/[^a-z]+/g, '-'));
  const [json, html] = result.report;
  await mkdir(dir, { recursive: true });
  await writeFile(`${base}.json`, json);
  await writeFile(`${base}.html`, html);
}

const { values: options } = parseArgs({
  options: { runs: { type: 'string', default: '1' }, reports: { type: 'string' } },
});
const runs = Number(options.runs);
if (!Number.isInteger(runs) || runs < 1) {
  console.error('--runs takes a whole number of runs, 1 or more');
  process.exit(1);
}

const executablePath = chromiumPath();
if (!executablePath) {
  console.error(chromiumMissing);
  process.exit(1);
}

const appRoot = buildAside(root, 'paddock-lighthouse');
const server = await startBuiltServer({
  appRoot,
  now: NOW,
  accounts: [CUSTOMER, OWNER],
  prefix: 'paddock-lighthouse',
});
const profile = await mkdtemp(path.join(tmpdir(), 'paddock-lighthouse-profile-'));
let chrome;
try {
  const cookies = {
    customer: (await signedIn(server.url, CUSTOMER)).cookieHeader(),
    owner: (await signedInWithTwoFactor(server.url, OWNER)).cookieHeader(),
  };
  chrome = await chromeLauncher.launch({
    chromePath: executablePath,
    userDataDir: profile,
    chromeFlags: ['--headless', ...chromiumArgs],
    logLevel: 'error',
  });
  const results = [];
  for (const page of PAGES) {
    const result = await medianRun(chrome, `${server.url}${page.path}`, cookies[page.as], runs);
    if (options.reports) await keepReport(options.reports, page, result);
    results.push(summarise(page, result.lhr));
    console.log(`measured ${page.name}`);
  }
  const lighthouseVersion = JSON.parse(
    readFileSync(path.join(root, 'node_modules/lighthouse/package.json'), 'utf8'),
  ).version;
  const report = {
    date: new Date().toISOString().slice(0, 10),
    lighthouse: lighthouseVersion,
    browser: (await (await fetch(`http://127.0.0.1:${chrome.port}/json/version`)).json()).Browser,
    settings: 'mobile (Lighthouse default: simulated slow 4G, 4× CPU slowdown)',
    runsPerPage: runs,
    goals: GOALS,
    pages: results,
  };
  writeFileSync(outFile, `${JSON.stringify(report, null, 2)}\n`);
  console.log(`\n${table(results)}\n`);
  const limits = describeLimits(results);
  console.log(limits ? `Under the goals:\n${limits}\n` : 'Every page meets the goals.\n');
  console.log(`Wrote ${path.relative(root, outFile)}`);
} finally {
  await chrome?.kill();
  await server.stop();
  rmSync(profile, { recursive: true, force: true });
  rmSync(appRoot, { recursive: true, force: true });
}
