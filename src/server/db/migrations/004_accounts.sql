create table users (
  id uuid primary key default gen_random_uuid(),
  -- Stored as typed; unique and looked up case-insensitively (users_email_key).
  email text not null,
  password_hash text not null,
  role text not null default 'customer' check (role in ('customer', 'admin', 'super-admin')),
  paid boolean not null default false,
  payments integer not null default 0 check (payments >= 0),
  is_test boolean not null default false,
  created_at timestamptz not null,
  password_changed_at timestamptz not null
);
create unique index users_email_key on users (lower(email));

-- A session is known by the hash of its cookie's token; the token itself is never stored.
create table sessions (
  token_hash text primary key,
  user_id uuid not null references users (id) on delete cascade,
  created_at timestamptz not null,
  last_seen_at timestamptz not null,
  expires_at timestamptz not null
);
create index sessions_user on sessions (user_id);

-- Failed sign-ins, counted per address and per account to slow down guessing.
create table sign_in_failures (
  id bigint generated always as identity primary key,
  ip text not null,
  email_key text not null,
  at timestamptz not null
);
create index sign_in_failures_ip on sign_in_failures (ip, at);
create index sign_in_failures_email on sign_in_failures (email_key, at);
create index sign_in_failures_at on sign_in_failures (at);

create table password_resets (
  token_hash text primary key,
  user_id uuid not null references users (id) on delete cascade,
  created_at timestamptz not null,
  expires_at timestamptz not null,
  used_at timestamptz
);
create index password_resets_user on password_resets (user_id, created_at);
