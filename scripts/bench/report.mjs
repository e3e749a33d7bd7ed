// What a benchmark run found: the machine it ran on, bench/results.json (the latest run on each
// database at each size, side by side) and the Markdown table printed at the end.
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { sizeKey } from './goals.mjs';

export function machine() {
  let model = os.cpus()[0]?.model ?? 'unknown';
  try {
    model = /model name\s*:\s*(.+)/.exec(readFileSync('/proc/cpuinfo', 'utf8'))?.[1] ?? model;
  } catch {
    // not Linux: os.cpus() said enough
  }
  return {
    cores: os.availableParallelism(),
    model: model.trim(),
    memoryGb: Math.round(os.totalmem() / 2 ** 30),
    node: process.version,
    platform: `${os.platform()} ${os.release()}`,
  };
}

/** Keeps the latest run of each database at each size beside this one; answers them all. */
export function writeResults(file, run) {
  mkdirSync(path.dirname(file), { recursive: true });
  let all = {};
  if (existsSync(file)) {
    try {
      all = JSON.parse(readFileSync(file, 'utf8'));
    } catch {
      all = {};
    }
  }
  all[sizeKey(run)] = run;
  writeFileSync(file, `${JSON.stringify(all, null, 2)}\n`);
  return all;
}

const number = (value, digits = 0) =>
  value === null || value === undefined
    ? '–'
    : Number(value).toLocaleString('en-GB', { maximumFractionDigits: digits });

const percent = (ratio) =>
  ratio === null || ratio === undefined ? '' : `${number(ratio * 100, 1)}%`;

function failures(row) {
  const parts = [];
  if (row.errors) parts.push(`${row.errors} errors`);
  if (row.timeouts) parts.push(`${row.timeouts} timeouts`);
  const other = Object.entries(row.statusCodes ?? {})
    .filter(([code]) => !code.startsWith('2'))
    .map(([code, count]) => `${count}×${code}`);
  return [...parts, ...other].join(', ') || '0';
}

function scenarioRow(row) {
  const rate = row.holds ? `${number(row.okPerSec, 1)} holds/s` : number(row.reqPerSec);
  const size = row.bytesPerResponse ? `${number(row.bytesPerResponse / 1024, 1)} KB` : '';
  return `| ${row.label} | ${rate} | ${number(row.p50)} | ${number(row.p99)} | ${failures(row)} | ${percent(row.ratio)} | ${size} | ${number(row.rssMb)} |`;
}

export function markdownTable(run) {
  const { sizes, options } = run;
  const lines = [
    `**${run.database === 'postgres' ? 'PostgreSQL' : 'PGlite'}**, ${run.date.slice(0, 10)}, ${run.machine.cores} × ${run.machine.model}, Node ${run.machine.node}: ` +
      `${number(sizes.fields)} field(s), ${number(sizes.bookings)} bookings, ${number(sizes.users)} users, ${number(sizes.payments)} payments, ` +
      `${options.connections} connections × ${options.duration} s a scenario (admin reads: 1 connection). ` +
      `Start ${number(run.startMs)} ms, memory at rest ${number(run.rssAtRestMb)} MB.`,
    '',
    '| Scenario | req/s | p50 ms | p99 ms | errors / non-2xx | of bare Fastify | response | server RSS MB |',
    '|---|---:|---:|---:|---|---:|---:|---:|',
    scenarioRow({ ...run.bare, label: 'bare Fastify `GET /` (yardstick)' }),
    ...run.scenarios.map(scenarioRow),
  ];
  const race = run.race;
  lines.push(
    `| ${race.callers} simultaneous Book Now for one slot, ${race.rounds.length} rounds | winners: ${race.rounds.map((r) => r.won).join(', ')} | | ${number(Math.max(...race.rounds.map((r) => r.ms)))} (slowest round) | ${race.exactlyOneEveryTime ? 'exactly one every time' : 'NOT exactly one'} | | | |`,
  );
  if (run.soak) {
    const soak = run.soak;
    lines.push(
      '',
      `Soak, ${soak.seconds} s of mixed load: ${number(soak.requests)} requests, ${number(soak.errors)} errors/timeouts, ${number(soak.non2xx)} non-2xx; ` +
        `RSS ${number(soak.rssStartMb)} → ${number(soak.rssEndMb)} MB (peak ${number(soak.rssPeakMb)} MB, growth ${number(soak.rssGrowthMb, 1)} MB).`,
    );
  }
  return lines.join('\n');
}
