-- How each field is opened (decision 117): the seed's code per month-week (every field until
-- its owner chooses otherwise), a code per day, or a code per booking from a smart lock.

alter table fields
  add column access_kind text not null default 'week'
    check (access_kind in ('week', 'day', 'lock')),
  -- The lock's device in the park's Seam workspace; a field opened by lock names one.
  add column lock_device_id text check (lock_device_id is null or btrim(lock_device_id) <> ''),
  -- A booking's code works until this long after its slot ends (leaving, gathering the dogs).
  add column lock_minutes_after integer not null default 10
    check (lock_minutes_after between 0 and 60),
  -- By this long before the slot a code must be set on the lock, or the customer is given the
  -- lock's backup code or the field's code for the day, and the owner is told.
  add column lock_deadline_minutes integer not null default 120
    check (lock_deadline_minutes between 0 and 1440),
  add constraint fields_lock_named check (access_kind <> 'lock' or lock_device_id is not null);

-- A field's code for a day: its way in when opened by day, and the fallback of one opened by lock.
create table day_codes (
  field_id bigint not null references fields (id) on delete cascade,
  day date not null,
  code text not null check (code ~ '^[0-9]{4,8}$'),
  updated_at timestamptz not null,
  primary key (field_id, day)
);

-- A booking's own code on a lock: what the lock should hold and what it holds. The lock's
-- service is called outside any transaction, by a job that claims due rows (skip locked, with a
-- lease) as the e-mail outbox does, so a restart or a second instance neither loses nor doubles
-- a code.
create table lock_codes (
  booking_id bigint primary key references bookings (id) on delete cascade,
  field_id bigint not null references fields (id),
  device_id text not null,
  -- Whether a code should be on the lock for the window: false once the booking is cancelled,
  -- refunded or its day closed.
  wanted boolean not null default true,
  starts_at timestamptz not null,
  ends_at timestamptz not null,
  -- By then the code must be set, or the fallback is given.
  deadline_at timestamptz not null,
  access_code_id text,
  code text,
  offline boolean not null default false,
  -- pending: to be created; setting: created, not yet confirmed on the lock; set: on the lock;
  -- removed: taken off the lock; fallback: the customer was given the fallback code.
  state text not null default 'pending'
    check (state in ('pending', 'setting', 'set', 'removed', 'fallback')),
  -- A code replaced by a move or a reissue, still to be taken off the lock.
  stale_access_code_ids text[] not null default '{}',
  fallback_code text,
  fallback_kind text check (fallback_kind in ('backup', 'daily')),
  attempts integer not null default 0,
  next_attempt_at timestamptz,
  last_error text,
  -- When the owner was told of the problem, so that they are told once.
  problem_told_at timestamptz,
  created_at timestamptz not null,
  updated_at timestamptz not null
);
create index lock_codes_due on lock_codes (next_attempt_at) where next_attempt_at is not null;
create index lock_codes_problems on lock_codes (starts_at) where last_error is not null or state = 'fallback';
