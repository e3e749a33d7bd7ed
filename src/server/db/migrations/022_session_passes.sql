-- Session passes (decision 101): the owner sells bundles of sessions ("10 one-hour sessions for
-- 1-4 dogs, valid for 6 months"); a customer buys one through the checkout and books with it,
-- one session a booking, instead of paying each time.

-- What is on sale, as the owner sets it in Settings. A pass sold keeps the terms it was sold on.
create table pass_types (
  id bigint generated always as identity primary key,
  position integer not null check (position >= 1),
  name text not null check (btrim(name) <> ''),
  sessions integer not null check (sessions between 1 and 50),
  minutes integer not null check (minutes in (30, 60)),
  dogs text not null check (dogs in ('1-4', '5-6', '7-8')),
  price_pence integer not null check (price_pence >= 0),
  valid_months integer not null check (valid_months between 1 and 24),
  on_sale boolean not null default true,
  created_at timestamptz not null
);
create trigger settings_changed after insert or update or delete or truncate on pass_types
  for each statement execute function settings_changed();

-- Each pass bought (or being paid for). Its terms are copied from its type when it is bought.
create table passes (
  id bigint generated always as identity primary key,
  user_id uuid not null references users (id),
  pass_type_id bigint references pass_types (id) on delete set null,
  name text not null,
  sessions integer not null check (sessions >= 1),
  minutes integer not null check (minutes in (30, 60)),
  dogs text not null check (dogs in ('1-4', '5-6', '7-8')),
  price_pence integer not null check (price_pence >= 0),
  valid_months integer not null,
  -- pending: its checkout is open; unpaid: the checkout ran out; active: paid for.
  status text not null check (status in ('pending', 'unpaid', 'active')),
  is_test boolean not null default false,
  hold_expires_at timestamptz,
  checkout_provider text check (checkout_provider in ('stripe', 'test')),
  checkout_reference text,
  checkout_url text,
  paid_pence integer,
  payment_reference text,
  paid_at timestamptz,
  -- The last day a session may be booked on (park time); set when it is paid for.
  valid_until date,
  refunded_pence integer not null default 0 check (refunded_pence >= 0),
  -- Sessions taken off the pass by a refund of part of it.
  sessions_withdrawn integer not null default 0 check (sessions_withdrawn >= 0),
  created_at timestamptz not null
);
create unique index passes_checkout on passes (checkout_provider, checkout_reference)
  where checkout_reference is not null;
create index passes_user on passes (user_id, created_at);
create index passes_active on passes (valid_until) where status = 'active';

-- A booking made with a session of a pass, and when that session went back to it (cancelled in
-- time, or the park closed the day); a session not given back stays used.
alter table bookings add column pass_id bigint references passes (id);
alter table bookings add column pass_returned_at timestamptz;
create index bookings_pass on bookings (pass_id) where pass_id is not null;

-- Staff refunds of part of a pass: each asked of the provider once, by its own key.
create table pass_refunds (
  id bigint generated always as identity primary key,
  pass_id bigint not null references passes (id),
  amount_pence integer not null check (amount_pence > 0),
  sessions integer not null check (sessions >= 0),
  reason text not null,
  status text not null check (status in ('pending', 'done', 'failed')),
  provider_reference text,
  error text,
  by_email text not null,
  created_at timestamptz not null,
  done_at timestamptz
);
create index pass_refunds_pass on pass_refunds (pass_id);

-- The test checkout sells passes too: a checkout is for a booking or for a pass.
alter table test_checkouts alter column booking_id drop not null;
alter table test_checkouts add column pass_id bigint references passes (id);
alter table test_checkouts add constraint test_checkouts_one_order
  check (num_nonnulls(booking_id, pass_id) = 1);

-- A pass is invoiced when it is paid for, from the same gap-free count as bookings.
alter table invoices alter column booking_id drop not null;
alter table invoices add column pass_id bigint unique references passes (id);
alter table invoices add constraint invoices_one_sale check (num_nonnulls(booking_id, pass_id) = 1);
