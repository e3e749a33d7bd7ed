-- Owner notices: the park's own address hears of each new booking, cancellation and refund, and
-- gets a summary of the day at 06:00. On unless the owner switches them off.
alter table park_settings add column owner_notices boolean not null default true;

-- One row per park day whose summary was written: taken in the transaction that writes the
-- e-mail, so however many instances sweep at once, each day's summary is written once.
create table owner_summaries (
  day date primary key,
  written_at timestamptz not null,
  bookings integer not null check (bookings >= 0),
  gate_code text not null
);

-- The private calendar feed's secret: none until a super admin makes the address; a new one
-- replaces it, and the old address then answers 404. Kept as it is, not hashed, so that the
-- admin can show the address again (docs/decisions/080).
create table calendar_feed (
  id integer primary key default 1 check (id = 1),
  token text not null check (length(token) >= 32),
  made_at timestamptz not null,
  made_by text not null
);
