// Issue 30's goals, checked against a run (and, for the size goal, the same database's run at
// the other size kept in bench/results.json). Printed after the table: each line says the goal,
// the figure measured and whether it is met. Figures, not pass marks: nothing fails on them.

const GOALS = {
  ratio: { park: 0.6, home: 0.6, availability: 0.5, 'my-bookings': 0.15 },
  availabilityP99Ms: 25,
  holdsPerSec: { pglite: 500, postgres: 1000 },
  restMb: { pglite: 250, postgres: 120 },
  loadMb: { pglite: 400, postgres: 250 },
  /** The big park's reads may be at most this much slower than the small one's. */
  sizeSlowdown: 1.5,
};

const LABELS = {
  park: '`GET /api/park`',
  home: '`GET /` (HTML)',
  availability: '`GET /api/availability` (a field’s month)',
  'my-bookings': '`GET /api/my-bookings` (signed in)',
};

const pct = (ratio) => `${(ratio * 100).toFixed(1)}%`;
const mark = (met) => (met ? 'met' : '**not met**');

/** The reads whose speed must not depend on the park's size: availability and the admin's. */
const sizeBound = (row) => row.name === 'availability' || row.name.startsWith('admin-');

export function sizeKey(run) {
  return `${run.database} ${run.sizes.fields}×${run.sizes.bookings}`;
}

function sizeLines(run, other) {
  if (!other) return [];
  const [small, big] = run.sizes.bookings <= other.sizes.bookings ? [run, other] : [other, run];
  const byName = new Map(small.scenarios.map((row) => [row.name, row]));
  const lines = [
    '',
    `Size: ${small.sizes.fields} field(s) × ${small.sizes.bookings.toLocaleString('en-GB')} bookings against ${big.sizes.fields} × ${big.sizes.bookings.toLocaleString('en-GB')} (goal: within ${GOALS.sizeSlowdown}×)`,
    '',
    '| Read | req/s small | req/s big | slower by | goal |',
    '|---|---:|---:|---:|---|',
  ];
  for (const row of big.scenarios.filter(sizeBound)) {
    const before = byName.get(row.name);
    if (!before) continue;
    const slower = before.reqPerSec / row.reqPerSec;
    lines.push(
      `| ${row.label} | ${Math.round(before.reqPerSec)} | ${Math.round(row.reqPerSec)} | ${slower.toFixed(2)}× | ${mark(slower <= GOALS.sizeSlowdown)} |`,
    );
  }
  return lines;
}

export function goalLines(run, otherSize) {
  const db = run.database;
  const row = (name) => run.scenarios.find((scenario) => scenario.name === name);
  const lines = ['', `Goals (issue 30), ${db === 'postgres' ? 'PostgreSQL' : 'PGlite'}:`, ''];
  for (const [name, goal] of Object.entries(GOALS.ratio)) {
    const found = row(name);
    if (!found) continue;
    lines.push(
      `- ${LABELS[name]}: ${pct(found.ratio)} of bare Fastify (goal ≥ ${pct(goal)}): ${mark(found.ratio >= goal)}`,
    );
  }
  const availability = row('availability');
  if (availability) {
    lines.push(
      `- availability p99: ${availability.p99} ms (goal < ${GOALS.availabilityP99Ms} ms): ${mark(availability.p99 < GOALS.availabilityP99Ms)}`,
    );
  }
  const book = row('book-now');
  if (book) {
    lines.push(
      `- Book Now, distinct slots: ${book.okPerSec} holds/s (goal ≥ ${GOALS.holdsPerSec[db]}): ${mark(book.okPerSec >= GOALS.holdsPerSec[db])}`,
    );
  }
  lines.push(
    `- 200 simultaneous Book Now for one slot: winners ${run.race.rounds.map((r) => r.won).join(', ')}: ${mark(run.race.exactlyOneEveryTime)}`,
  );
  lines.push(
    `- memory at rest: ${run.rssAtRestMb} MB (goal < ${GOALS.restMb[db]} MB): ${mark(run.rssAtRestMb < GOALS.restMb[db])}`,
  );
  const peak = Math.max(...run.scenarios.map((scenario) => scenario.rssMb ?? 0));
  lines.push(
    `- memory under the benchmark (peak): ${peak} MB (goal < ${GOALS.loadMb[db]} MB): ${mark(peak < GOALS.loadMb[db])}`,
  );
  return [...lines, ...sizeLines(run, otherSize)];
}
