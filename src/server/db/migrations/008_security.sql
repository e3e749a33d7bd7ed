-- Addresses are matched everywhere by one normal form (trimmed, NFC, lower-cased), which the
-- app computes; this fills it in for the accounts made before.
alter table users add column email_key text;
update users set email_key = lower(normalize(btrim(email), NFC));
alter table users alter column email_key set not null;
drop index users_email_key;
create unique index users_email_key on users (email_key);

-- Null until the owner of the address has opened the link sent to it. Staff made before this
-- were made by someone at the machine, which counts as verified.
alter table users add column email_verified_at timestamptz;
update users set email_verified_at = created_at where role <> 'customer';
update users set is_test = false where email_verified_at is null;

-- One-time links that prove an address; known by the hash of their token, like sessions.
create table email_verifications (
  token_hash text primary key,
  user_id uuid not null references users (id) on delete cascade,
  -- The address the link was sent to: a link for an address since changed proves nothing.
  email_key text not null,
  created_at timestamptz not null,
  expires_at timestamptz not null,
  used_at timestamptz
);
create index email_verifications_user on email_verifications (user_id, created_at);

-- An attempt is written before its password is checked and removed if it was right, so at most
-- the limit's number of passwords is ever checked. Attempts from a browser that has signed in
-- to the account before carry its device cookie's id and count only against that browser.
alter table sign_in_failures add column device text;
create index sign_in_failures_device on sign_in_failures (device, at) where device is not null;

-- Fixed-window counters for the limits that must hold across instances (sign-ups, reset
-- requests and discount checks per address or account).
create table rate_limits (
  key text primary key,
  hits integer not null,
  window_ends_at timestamptz not null
);
create index rate_limits_window on rate_limits (window_ends_at);

-- Keys the instances share, made on first start (the device cookie's signing key).
create table app_secrets (
  name text primary key,
  value text not null
);
