-- What a park owner would change, one row; the web reads it through GET /api/park.
create table park_settings (
  id smallint primary key default 1 check (id = 1),
  name text not null check (name <> ''),
  phone text not null,
  email text not null,
  address_lines text[] not null,
  map_lat double precision not null check (map_lat between -90 and 90),
  map_lng double precision not null check (map_lng between -180 and 180),
  social_label text not null,
  social_url text not null,
  time_zone text not null,
  opening_date date not null,
  opening_notice text not null,
  slots_open time not null,
  slots_close time not null check (slots_close > slots_open),
  slot_steps integer[] not null check (slot_steps <@ array[30, 60] and cardinality(slot_steps) > 0),
  max_dogs integer not null check (max_dogs > 0),
  checkout_hold_minutes integer not null check (checkout_hold_minutes > 0),
  cancellation_cutoff_hours integer not null check (cancellation_cutoff_hours >= 0),
  arrival_minutes_before integer not null check (arrival_minutes_before >= 0),
  discounts_enabled boolean not null,
  first50_event_active boolean not null,
  about_videos jsonb not null,
  updated_at timestamptz not null default now()
);

create table closed_dates (
  day date primary key,
  reason text not null default ''
);

-- Ids 1–6 are the checkout item ids of the seed, in its order.
create table prices (
  id smallint primary key check (id between 1 and 6),
  dogs text not null check (dogs in ('1-4', '5-6', '7-8')),
  minutes integer not null check (minutes in (30, 60)),
  pence integer not null check (pence >= 0),
  unique (dogs, minutes)
);
