import type { ActivityRow } from '../../contract/admin';
import type { Sql } from '../db/database';

/** Who made a change: a signed-in staff member, or one of the park's own processes. */
export interface Actor {
  id: string | null;
  email: string;
}

/** Someone at the machine, through `npm run cli`. */
export const COMMAND_LINE: Actor = { id: null, email: 'command line' };
/** The start-up bootstrap of ADMIN_EMAIL. */
export const START_UP: Actor = { id: null, email: 'start-up (ADMIN_EMAIL)' };
/** The app itself, e.g. refunding a payment that could not be accepted. */
export const AUTOMATIC: Actor = { id: null, email: 'Paddock (automatic)' };

/**
 * Notes a change; written in the change's own transaction, so neither exists without the other.
 * `bookingId` names the booking it is about, for that booking's detail.
 */
export async function audit(
  sql: Sql,
  actor: Actor,
  action: string,
  details: string,
  now: Date,
  bookingId: number | null = null,
): Promise<void> {
  await sql.query(
    `insert into audit_log (at, actor_id, actor_email, action, details, booking_id)
     values ($1, $2, $3, $4, $5, $6)`,
    [now, actor.id, actor.email, action, details, bookingId],
  );
}

interface AuditRow {
  id: number;
  at: Date;
  actor_email: string;
  action: string;
  details: string;
  contact_name: string | null;
  mobile: string | null;
}

/** Each row, with the name and mobile its actor's account has now (none once deleted). */
const ACTIVITY_COLUMNS = `a.id, a.at, a.actor_email, a.action, a.details, u.contact_name, u.mobile
  from audit_log a left join users u on u.id = a.actor_id and u.deleted_at is null`;

function toActivityRow(row: AuditRow): ActivityRow {
  return {
    id: row.id,
    at: row.at.toISOString(),
    who: row.actor_email,
    action: row.action,
    details: row.details,
    customerName: row.contact_name,
    customerMobile: row.mobile,
  };
}

/**
 * The Activity rows about one booking, oldest first: those that name it, and older ones (or ones
 * written without its number) whose details say 'booking <id>'.
 */
export async function activityAbout(sql: Sql, bookingId: number): Promise<ActivityRow[]> {
  const rows = await sql.query<AuditRow>(
    `select ${ACTIVITY_COLUMNS}
      where a.booking_id = $1 or (a.booking_id is null and a.details ~ $2)
      order by a.id limit 200`,
    [bookingId, `\\mbooking ${bookingId}\\M`],
  );
  return rows.map(toActivityRow);
}

export async function activityPage(
  sql: Sql,
  page: number,
  pageSize: number,
): Promise<{ total: number; rows: ActivityRow[] }> {
  const rows = await sql.query<AuditRow>(
    `select ${ACTIVITY_COLUMNS} order by a.id desc limit $1 offset $2`,
    [pageSize, (page - 1) * pageSize],
  );
  const [count] = await sql.query<{ total: number }>(
    'select count(*)::int as total from audit_log',
  );
  return {
    total: count?.total ?? 0,
    rows: rows.map(toActivityRow),
  };
}
