// The benchmark's load, in a process of its own so that it does not share the server's CPU
// time slices or event loop. Reads a plan as JSON from argv[2]: { runs: [...] } are driven at
// the same time with autocannon, or { race } fires simultaneous Book Now calls for one slot.
// Prints its results as JSON on the last line of stdout.
import autocannon from 'autocannon';

/** Book Now's distinct slots: 30-minute slots from 10:00 to 21:30, 24 a day, from `firstDay`. */
function bookNowSlot(firstDay, k) {
  const day = new Date(`${firstDay}T00:00:00Z`);
  day.setUTCDate(day.getUTCDate() + Math.floor(k / 24));
  const minutes = 600 + 30 * (k % 24);
  const time = `${String(Math.floor(minutes / 60)).padStart(2, '0')}:${minutes % 60 ? '30' : '00'}`;
  // A fresh park's site rules are at version 1: each customer ticks them, and gives a name
  // (decision 118), with Book Now.
  return {
    date: day.toISOString().slice(0, 10),
    time,
    minutes: 30,
    dogs: '1-4',
    rulesVersion: 1,
    contact: { name: 'Bench Walker' },
  };
}

const cookieOf = (prefix, customer) => `paddock_session=${prefix}${customer}`;

/**
 * Each request books the next slot for the next customer: two holds a customer, the most one
 * account may keep unpaid, so every request should be a new hold.
 */
function bookNowRequests(run) {
  let next = run.book.startAt ?? 0;
  return [
    {
      method: 'POST',
      path: '/api/bookings',
      setupRequest(request) {
        const k = next++;
        const customer = run.book.firstCustomer + Math.floor(k / 2);
        return {
          ...request,
          headers: { ...request.headers, cookie: cookieOf(run.book.sessionPrefix, customer) },
          body: JSON.stringify(bookNowSlot(run.book.firstDay, k)),
        };
      },
    },
  ];
}

function summarise(name, result) {
  const seconds = result.duration;
  const ok = result['2xx'];
  return {
    name,
    reqPerSec: Math.round((result.requests.total / seconds) * 10) / 10,
    okPerSec: Math.round((ok / seconds) * 10) / 10,
    p50: result.latency.p50,
    p99: result.latency.p99,
    max: result.latency.max,
    requests: result.requests.total,
    ok,
    non2xx: result.non2xx,
    errors: result.errors,
    timeouts: result.timeouts,
    statusCodes: Object.fromEntries(
      Object.entries(result.statusCodeStats ?? {}).map(([code, { count }]) => [code, count]),
    ),
    bytesPerResponse: result.requests.total
      ? Math.round(result.throughput.total / result.requests.total)
      : 0,
  };
}

function drive(run) {
  const options = {
    url: run.url,
    connections: run.connections,
    duration: run.duration,
    timeout: 10,
    // As a browser asks: the server's compression is part of what a visit costs.
    headers: { 'accept-encoding': 'br, gzip', ...(run.headers ?? {}) },
  };
  if (run.overallRate) options.overallRate = run.overallRate;
  if (run.book) {
    options.headers = {
      ...options.headers,
      origin: run.origin,
      'content-type': 'application/json',
    };
    options.requests = bookNowRequests(run);
  } else {
    options.method = 'GET';
    options.url = `${run.url}${run.path}`;
  }
  return new Promise((resolve, reject) => {
    autocannon(options, (error, result) => {
      if (error) reject(error);
      else resolve(summarise(run.name, result));
    });
  });
}

/** `callers` Book Now calls for one slot, let go together; exactly one should hold it. */
async function race({ url, origin, sessionPrefix, firstCustomer, callers, slot }) {
  const started = performance.now();
  const answers = await Promise.all(
    Array.from({ length: callers }, (_, i) =>
      fetch(`${url}/api/bookings`, {
        method: 'POST',
        headers: {
          origin,
          'content-type': 'application/json',
          cookie: cookieOf(sessionPrefix, firstCustomer + i),
        },
        body: JSON.stringify(slot),
      }).then(
        async (response) => {
          await response.arrayBuffer();
          return response.status;
        },
        () => 'error',
      ),
    ),
  );
  const statusCodes = {};
  for (const status of answers) statusCodes[status] = (statusCodes[status] ?? 0) + 1;
  return { ms: Math.round(performance.now() - started), statusCodes, won: statusCodes[201] ?? 0 };
}

const plan = JSON.parse(process.argv[2]);
const output = plan.race ? await race(plan.race) : await Promise.all(plan.runs.map(drive));
process.stdout.write(`${JSON.stringify(output)}\n`);
