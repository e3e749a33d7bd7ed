// What the benchmark asks of the server. A scenario is one autocannon run (or several at once,
// the first measured), a label for the table, and whether its req/s is compared with bare
// Fastify's (only the pages and reads anyone may send at full speed are).

const get = (context, name, path, extra = {}) => ({
  name,
  url: context.url,
  path,
  connections: context.connections,
  duration: context.duration,
  ...extra,
});

/** Book Now, from `context.firstBooker` on, on distinct free slots from 30 days ahead. */
export function bookNow(context, extra = {}) {
  return {
    name: 'book-now',
    url: context.url,
    origin: context.url,
    connections: context.connections,
    duration: context.duration,
    book: {
      sessionPrefix: context.sessionPrefix,
      firstCustomer: context.firstBooker,
      firstDay: addDays(context.today, 30),
      startAt: context.startAt ?? 0,
    },
    ...extra,
  };
}

function addDays(date, days) {
  const day = new Date(`${date}T00:00:00Z`);
  day.setUTCDate(day.getUTCDate() + days);
  return day.toISOString().slice(0, 10);
}

export function publicScenarios(context) {
  const customer = { headers: { cookie: context.customerCookie } };
  return [
    { label: '`GET /api/park`', compare: true, run: get(context, 'park', '/api/park') },
    {
      label: `\`GET /api/availability?month=${context.month}\``,
      compare: true,
      run: get(
        context,
        'availability',
        `/api/availability?month=${context.month}&field=${context.fieldId}`,
      ),
    },
    { label: '`GET /` (HTML)', compare: true, run: get(context, 'home', '/') },
    {
      label: '`GET /api/my-bookings` (signed in)',
      compare: true,
      run: get(context, 'my-bookings', '/api/my-bookings', customer),
    },
    { label: 'Book Now `POST /api/bookings`, distinct slots', holds: true, run: bookNow(context) },
  ];
}

/**
 * The cursor of page `page` of an admin list (null for the first): asked for page by page, as
 * an admin clicking Next would, since a cursor can only come from the page before.
 */
async function cursorOfPage(context, path, page) {
  let after = null;
  for (let at = 1; at < page; at++) {
    const url = `${context.url}${path}${after ? `&after=${after}` : ''}`;
    const response = await fetch(url, { headers: { cookie: context.staffCookie } });
    if (!response.ok) throw new Error(`${url} answered ${response.status}`);
    after = (await response.json()).next;
    if (!after) throw new Error(`${path} has fewer than ${page} pages`);
  }
  return after;
}

/** Staff reads, one at a time as one admin clicks (1 connection); later pages by cursor. */
export async function adminScenarios(context) {
  const admin = (name, path) =>
    get(context, name, path, { connections: 1, headers: { cookie: context.staffCookie } });
  const later = async (path, page) => `${path}&after=${await cursorOfPage(context, path, page)}`;
  const { month } = context;
  const users = '/api/admin/users?sort=newest';
  const upcoming = '/api/admin/bookings?group=upcoming&status=confirmed';
  const past = '/api/admin/bookings?group=past&status=confirmed';
  return [
    { label: 'admin users list, page 1', run: admin('admin-users', users) },
    { label: 'admin users list, page 20', run: admin('admin-users-20', await later(users, 20)) },
    {
      label: 'admin users list, search',
      run: admin('admin-users-search', '/api/admin/users?sort=newest&q=customer12'),
    },
    {
      label: 'admin revenue (months and totals)',
      run: admin('admin-revenue', '/api/admin/revenue'),
    },
    {
      label: `admin revenue, ${month}`,
      run: admin('admin-revenue-month', `/api/admin/revenue?month=${month}`),
    },
    { label: 'admin bookings, upcoming page 1', run: admin('admin-upcoming', upcoming) },
    {
      label: 'admin bookings, upcoming page 5',
      run: admin('admin-upcoming-5', await later(upcoming, 5)),
    },
    { label: 'admin bookings, past page 1', run: admin('admin-past', past) },
    { label: 'admin bookings, past page 20', run: admin('admin-past-20', await later(past, 20)) },
    { label: 'admin booking counts', run: admin('admin-counts', '/api/admin/bookings/counts') },
    {
      label: `admin CSV export, ${month}`,
      run: admin('admin-csv', `/api/admin/export.csv?month=${month}`),
    },
    {
      label: '`GET /ping` while an admin reads the users list',
      runs: [get(context, 'ping', '/ping'), admin('admin-users-background', users)],
    },
  ];
}

/** Everything at once for `seconds`, Book Now held to 20 holds/s so the free slots last. */
export function soakRuns(context, seconds) {
  const mixed = { ...context, duration: seconds, connections: 2 };
  const customer = { headers: { cookie: context.customerCookie } };
  const admin = { connections: 1, headers: { cookie: context.staffCookie } };
  return [
    get(mixed, 'park', '/api/park'),
    get(mixed, 'availability', `/api/availability?month=${context.month}&field=${context.fieldId}`),
    get(mixed, 'home', '/'),
    get(mixed, 'my-bookings', '/api/my-bookings', customer),
    get(mixed, 'admin-users', '/api/admin/users', admin),
    get(mixed, 'ping', '/ping', { connections: 1 }),
    bookNow(mixed, { connections: 1, overallRate: 20 }),
  ];
}
