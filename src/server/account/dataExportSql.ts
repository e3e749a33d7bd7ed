import type { Sql } from '../db/database';
import { USED_SESSIONS } from '../passes/passesSql';
import { ACCOUNT_EMAILS } from './accountAddressesSql';

// What "Download my data" reads: every row about the account, and nothing of anyone else's.
// Bookings are theirs by user_id (the park's own bookings have none), with what staff typed for
// one they booked by hand (decision 135: it joined the account once the account proved the
// address); payments and refunds are theirs through their bookings; staff's names on refunds are
// left out.

export interface ProfileRow {
  email: string;
  role: string;
  created_at: Date;
  email_verified: boolean;
  two_factor: boolean;
  is_test: boolean;
  dog_names: string[];
  contact_name: string | null;
  mobile: string | null;
  rules_accepted_version: number | null;
  rules_accepted_at: Date | null;
}

export async function profileOf(sql: Sql, userId: string): Promise<ProfileRow | null> {
  const [row] = await sql.query<ProfileRow>(
    `select email, role, created_at, email_verified_at is not null as email_verified,
            totp_enabled_at is not null as two_factor, is_test, dog_names, contact_name, mobile,
            rules_accepted_version, rules_accepted_at
       from users where id = $1 and deleted_at is null`,
    [userId],
  );
  return row ?? null;
}

export async function bookingsOf(sql: Sql, userId: string): Promise<Record<string, unknown>[]> {
  return sql.query(
    `select id, status, to_char(local_date, 'YYYY-MM-DD') as date, local_time as time,
            duration_minutes as minutes, dogs, dog_count as "dogCount",
            starts_at as "startsAt", ends_at as "endsAt", list_price_pence as "listPricePence",
            price_pence as "pricePence", discount_percent as "discountPercent",
            move_count as "moveCount", is_test as "testBooking", created_at as "createdAt",
            completed_at as "completedAt", cancelled_at as "cancelledAt",
            cancel_reason as "cancelReason", rules_version as "siteRulesVersion",
            rules_accepted_at as "siteRulesAcceptedAt",
            case when customer_name is not null or customer_email is not null
                      or customer_mobile is not null
                 then json_build_object('name', customer_name, 'email', customer_email,
                                        'mobile', customer_mobile)
            end as "typedByStaff"
       from bookings where user_id = $1 order by id`,
    [userId],
  );
}

export async function paymentsOf(sql: Sql, userId: string): Promise<Record<string, unknown>[]> {
  return sql.query(
    `select p.id, p.booking_id as "bookingId", p.amount_pence as "amountPence",
            p.paid_at as "paidAt", p.provider, p.provider_reference as "providerReference",
            p.refunded_pence as "refundedPence", p.refund_status as "refundStatus",
            p.refunded_at as "refundedAt"
       from payments p join bookings b on b.id = p.booking_id
      where b.user_id = $1 order by p.id`,
    [userId],
  );
}

export async function refundsOf(sql: Sql, userId: string): Promise<Record<string, unknown>[]> {
  return sql.query(
    `select r.id, r.payment_id as "paymentId", r.booking_id as "bookingId",
            r.amount_pence as "amountPence", r.reason, r.status,
            r.provider_reference as "providerReference", r.created_at as "createdAt",
            r.done_at as "doneAt"
       from refunds r join bookings b on b.id = r.booking_id
      where b.user_id = $1 order by r.id`,
    [userId],
  );
}

export interface EmailRow {
  to_address: string;
  subject: string;
  text: string;
  status: string;
  created_at: Date;
  sent_at: Date | null;
}

/** The e-mails sent to the account (see ACCOUNT_EMAILS), at any address it has had. */
export async function emailsOf(sql: Sql, userId: string): Promise<EmailRow[]> {
  return sql.query<EmailRow>(
    `select to_address, subject, text, status, created_at, sent_at from email_outbox
      where ${ACCOUNT_EMAILS}
      order by id`,
    [userId],
  );
}

export async function sessionsOf(
  sql: Sql,
  userId: string,
  now: Date,
): Promise<{ user_agent: string; created_at: Date; last_seen_at: Date }[]> {
  return sql.query(
    `select user_agent, created_at, last_seen_at from sessions
      where user_id = $1 and expires_at > $2 order by created_at`,
    [userId, now],
  );
}

export async function passesOf(sql: Sql, userId: string): Promise<Record<string, unknown>[]> {
  return sql.query(
    `select p.id, p.name, p.sessions, p.minutes, p.dogs, p.price_pence as "pricePence",
            p.status, p.paid_pence as "paidPence", p.paid_at as "paidAt",
            to_char(p.valid_until, 'YYYY-MM-DD') as "validUntil",
            p.refunded_pence as "refundedPence", p.sessions_withdrawn as "sessionsWithdrawn",
            ${USED_SESSIONS} as "sessionsUsed",
            p.created_at as "createdAt"
       from passes p where p.user_id = $1 order by p.id`,
    [userId],
  );
}
