// `npm run bench -- --profile`: the server runs under V8's sampling profiler (--cpu-prof, one
// profile per thread), each scenario's span is noted on the same monotonic clock, and each hot
// path's samples are cut out of the profiles afterwards: where its time went, by part, per
// request. The main thread serves HTTP; the other thread is the embedded database.
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';

/** Now on the clock V8 stamps its samples with (monotonic, microseconds). */
export function profileClockUs() {
  return Number(process.hrtime.bigint() / 1000n);
}

/** The part of the program a sampled function belongs to. */
function partOf(frame) {
  const { functionName: name, url } = frame;
  if (name === '(garbage collector)') return 'garbage collection';
  if (!url && /^(writev|writeUtf8String|writeBuffer|writeLatin1String)$/.test(name)) {
    return 'socket writes (kernel)';
  }
  if (url.includes('node_modules/')) {
    const [scope = '', name2 = ''] = url.split('node_modules/').pop().split('/');
    return scope.startsWith('@') ? `${scope}/${name2}` : scope;
  }
  if (url.includes('/dist/server/')) return 'Paddock';
  if (url.startsWith('node:internal/'))
    return `node:${url.slice(5).split('/').slice(0, 2).join('/')}`;
  if (url.startsWith('node:')) return url;
  if (name.startsWith('wasm-function') || name === 'js-to-wasm') return 'WebAssembly (PGlite)';
  return name || '(native)';
}

function loadProfile(file) {
  const profile = JSON.parse(readFileSync(file, 'utf8'));
  const parts = new Map(profile.nodes.map((node) => [node.id, partOf(node.callFrame)]));
  const idle = new Set(
    profile.nodes.filter((node) => node.callFrame.functionName === '(idle)').map((n) => n.id),
  );
  // Each sample's time stamp, from the start time and the deltas.
  let at = profile.startTime;
  const samples = profile.samples.map((id, i) => {
    at += profile.timeDeltas[i] ?? 0;
    return { id, at, ms: (profile.timeDeltas[i + 1] ?? 0) / 1000 };
  });
  return { parts, idle, samples };
}

/** The profiles the server wrote: the main thread's first (thread id 0), then the others. */
function profilesIn(dir) {
  return readdirSync(dir)
    .filter((name) => name.endsWith('.cpuprofile'))
    .sort((a, b) => Number(a.split('.').at(-3)) - Number(b.split('.').at(-3)))
    .map((name) => ({
      thread: Number(name.split('.').at(-3)),
      ...loadProfile(path.join(dir, name)),
    }));
}

/** Busy milliseconds by part within [from, to) on one thread. */
function busyBetween(profile, from, to) {
  const byPart = new Map();
  let busy = 0;
  for (const sample of profile.samples) {
    if (sample.at < from || sample.at >= to || profile.idle.has(sample.id)) continue;
    const part = profile.parts.get(sample.id);
    byPart.set(part, (byPart.get(part) ?? 0) + sample.ms);
    busy += sample.ms;
  }
  return { busy, byPart };
}

const THREAD_NAMES = ['HTTP thread', 'database thread'];

/**
 * For each scenario with a span: per thread, how busy it was per request (µs) and its five
 * largest parts, as Markdown lines.
 */
export function whereTimeWent(dir, scenarios) {
  const profiles = profilesIn(dir);
  const lines = ['', 'Where the time went (V8 samples, busy time per request by part):', ''];
  for (const scenario of scenarios) {
    if (!scenario.span || !scenario.requests) continue;
    const parts = profiles.map((profile, index) => {
      const { busy, byPart } = busyBetween(profile, scenario.span.from, scenario.span.to);
      if (busy === 0) return null;
      const top = [...byPart]
        .sort((a, b) => b[1] - a[1])
        .slice(0, 5)
        .map(([part, ms]) => `${part} ${Math.round((ms / busy) * 100)}%`)
        .join(', ');
      const perRequest = Math.round((busy * 1000) / scenario.requests);
      return `${THREAD_NAMES[index] ?? `thread ${profile.thread}`} ${perRequest} µs (${top})`;
    });
    lines.push(`- ${scenario.label}: ${parts.filter(Boolean).join('; ')}`);
  }
  return lines;
}
