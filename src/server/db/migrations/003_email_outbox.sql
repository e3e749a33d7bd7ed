-- E-mails are written here in the same transaction as the change that causes them, and
-- delivered by the outbox worker of whichever app instance claims them first.
create table email_outbox (
  id bigint generated always as identity primary key,
  -- One message per reason: a second insert with the same key is ignored.
  dedupe_key text not null unique,
  to_address text not null,
  subject text not null,
  html text not null,
  text text not null,
  attachments jsonb not null default '[]',
  status text not null default 'pending' check (status in ('pending', 'sent', 'kept', 'failed')),
  attempts integer not null default 0,
  -- When pending: the earliest time to try (again). While being sent it is the claim's lease.
  next_attempt_at timestamptz not null,
  last_error text,
  created_at timestamptz not null,
  sent_at timestamptz
);

create index email_outbox_due on email_outbox (next_attempt_at) where status = 'pending';
