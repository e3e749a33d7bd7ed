-- Gate codes: one 4-digit code per month and week of the month (weeks as the domain defines them).
create table door_codes (
  year integer not null,
  month integer not null check (month between 1 and 12),
  week integer not null check (week between 1 and 4),
  code text not null check (code ~ '^[0-9]{4}$'),
  updated_at timestamptz not null,
  primary key (year, month, week)
);

create table discounts (
  id bigint generated always as identity primary key,
  name text not null,
  code text not null check (code <> '' and code = upper(code)),
  percent integer not null check (percent between 0 and 100),
  usage integer not null default 0 check (usage >= 0),
  max_usage integer not null check (max_usage >= 0),
  active boolean not null default true,
  last_booking_id bigint,
  created_at timestamptz not null
);
create unique index discounts_code on discounts (code);

create table bookings (
  id bigint generated always as identity primary key,
  -- Null for the park's own (manual) bookings.
  user_id uuid references users (id),
  starts_at timestamptz not null,
  ends_at timestamptz not null check (ends_at > starts_at),
  -- The park-local day and time the customer chose, kept as chosen.
  local_date date not null,
  local_time text not null check (local_time ~ '^([01][0-9]|2[0-3]):[0-5][0-9]$'),
  duration_minutes integer not null check (duration_minutes in (30, 60)),
  dogs text check (dogs in ('1-4', '5-6', '7-8')),
  dog_count integer check (dog_count > 0),
  status text not null check (status in ('pending', 'complete', 'expired', 'cancelled')),
  hold_expires_at timestamptz,
  list_price_pence integer not null check (list_price_pence >= 0),
  price_pence integer not null check (price_pence >= 0),
  discount_id bigint references discounts (id),
  discount_percent integer check (discount_percent between 0 and 100),
  booking_code text,
  is_test boolean not null default false,
  is_manual boolean not null default false,
  checkout_provider text check (checkout_provider in ('stripe', 'test')),
  checkout_reference text,
  checkout_url text,
  payment_id bigint,
  created_at timestamptz not null,
  completed_at timestamptz,
  cancelled_at timestamptz,
  cancel_reason text,
  check (dogs is not null or dog_count is not null),
  -- Two bookings that hold the field can never overlap, whatever the application does.
  constraint bookings_no_overlap exclude using gist (
    tstzrange(starts_at, ends_at, '[)') with &&
  ) where (status in ('pending', 'complete'))
);
create index bookings_active_start on bookings (starts_at) where status in ('pending', 'complete');
create index bookings_holds on bookings (hold_expires_at) where status = 'pending';
create index bookings_user on bookings (user_id, starts_at);
create unique index bookings_checkout on bookings (checkout_provider, checkout_reference)
  where checkout_reference is not null;

create table payments (
  id bigint generated always as identity primary key,
  booking_id bigint not null references bookings (id),
  user_id uuid references users (id),
  amount_pence integer not null check (amount_pence >= 0),
  paid_at timestamptz not null,
  provider text not null check (provider in ('stripe', 'test', 'manual')),
  provider_reference text,
  refunded_pence integer not null default 0 check (refunded_pence >= 0),
  -- 'due': owed to the customer, not yet done at the provider; 'done': refunded.
  refund_status text check (refund_status in ('due', 'done')),
  refund_reference text,
  refunded_at timestamptz,
  unique (booking_id)
);
create unique index payments_provider_reference on payments (provider, provider_reference)
  where provider_reference is not null;
create index payments_refunds_due on payments (id) where refund_status = 'due';

alter table bookings add constraint bookings_payment foreign key (payment_id) references payments (id);
alter table discounts add constraint discounts_last_booking
  foreign key (last_booking_id) references bookings (id);

-- The built-in checkout for test accounts and for machines with no Stripe key: the app plays
-- the payment provider, with the same confirmation path a Stripe webhook takes.
create table test_checkouts (
  reference text primary key,
  booking_id bigint not null references bookings (id),
  amount_pence integer not null,
  items jsonb not null,
  status text not null check (status in ('open', 'complete', 'expired')),
  expires_at timestamptz not null,
  payment_reference text unique,
  refunded_pence integer not null default 0,
  success_url text not null,
  cancel_url text not null,
  created_at timestamptz not null
);
create table test_refunds (
  reference text primary key,
  idempotency_key text not null unique,
  payment_reference text not null,
  amount_pence integer not null,
  created_at timestamptz not null
);
