import type { PassPaid } from '../../contract/passes';

/**
 * The pass a booking `b` was paid with, joined as `pp`: its name and size, and which of its
 * sessions the booking is (counting the bookings that kept theirs, and this one), so staff read
 * 'session 3 of 10' where the price says £0.00 (decision 127).
 */
export const PASS_PAID_JOIN = `left join lateral (
    select ps.id as paid_pass_id, ps.name as pass_name, ps.sessions as pass_sessions,
           (select count(*)::int from bookings b2
             where b2.pass_id = ps.id and b2.status in ('complete', 'cancelled') and b2.id <= b.id
               and (b2.pass_returned_at is null or b2.id = b.id)) as pass_session,
           b.pass_returned_at is not null as pass_returned
      from passes ps where ps.id = b.pass_id
  ) pp on true`;

export const PASS_PAID_COLUMNS =
  'pp.paid_pass_id, pp.pass_name, pp.pass_sessions, pp.pass_session, pp.pass_returned';

export interface PassPaidRow {
  paid_pass_id: number | string | null;
  pass_name: string | null;
  pass_sessions: number | null;
  pass_session: number | null;
  pass_returned: boolean | null;
}

export function passPaidOf(row: PassPaidRow): PassPaid | null {
  if (row.paid_pass_id === null || row.pass_name === null) return null;
  return {
    id: Number(row.paid_pass_id),
    name: row.pass_name,
    session: row.pass_session ?? 0,
    sessions: row.pass_sessions ?? 0,
    returned: row.pass_returned ?? false,
  };
}
