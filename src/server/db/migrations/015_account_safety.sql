-- Two-factor sign-in with an authenticator app (RFC 6238). The secret is set when enrolment is
-- confirmed by a first code; the pending one waits for that code.
alter table users add column totp_secret text;
alter table users add column totp_pending_secret text;
alter table users add column totp_enabled_at timestamptz;
-- The last 30-second step whose code was accepted: no code is taken twice.
alter table users add column totp_last_step bigint;

-- Deleting an account sets deleted_at at once (sign-in fails from then on); erased_at is set
-- when every personal field has been erased or anonymised (after the last e-mail to the owner).
alter table users add column deleted_at timestamptz;
alter table users add column erased_at timestamptz;
create index users_awaiting_erasure on users (deleted_at) where deleted_at is not null and erased_at is null;

-- Ten single-use codes for a lost phone, shown once and kept only as hashes.
create table recovery_codes (
  user_id uuid not null references users (id) on delete cascade,
  code_hash text not null,
  used_at timestamptz,
  primary key (user_id, code_hash)
);

-- What the account page shows of each session: an id that is not the token's hash, and the
-- browser it was started from.
alter table sessions add column id uuid not null default gen_random_uuid();
create unique index sessions_id on sessions (id);
alter table sessions add column user_agent text not null default '';
create index sessions_expires on sessions (expires_at);

-- Between a right password and a right code: a short-lived proof that the password was right.
create table sign_in_challenges (
  token_hash text primary key,
  user_id uuid not null references users (id) on delete cascade,
  created_at timestamptz not null,
  expires_at timestamptz not null
);
create index sign_in_challenges_expires on sign_in_challenges (expires_at);

-- A new address waits here until the link sent to it is opened. Used rows stay: with the old
-- address they tell which addresses were the account's (its e-mails, its data, its erasure).
create table email_changes (
  token_hash text primary key,
  user_id uuid not null references users (id) on delete cascade,
  old_email text not null,
  new_email text not null,
  created_at timestamptz not null,
  expires_at timestamptz not null,
  used_at timestamptz
);
create index email_changes_user on email_changes (user_id, created_at);
create index email_changes_expires on email_changes (expires_at);
create index password_resets_expires on password_resets (expires_at);
create index email_verifications_expires on email_verifications (expires_at);

-- Download my data and deleting an account find a person's e-mails by address, in the one
-- normal form addresses are matched by (trimmed, NFC, lower-cased).
create index email_outbox_to_key on email_outbox (lower(normalize(btrim(to_address), NFC)));
-- The retention sweep finds the delivered (or given up) messages whose bodies are due to go.
create index email_outbox_bodies_due on email_outbox (coalesce(sent_at, created_at))
  where status <> 'pending' and (html <> '' or text <> '' or attachments <> '[]'::jsonb);

-- The privacy notice's facts that this release changes (a third cookie, deleting an account
-- oneself, downloading one's data), put right in the park's text wherever the sentences are
-- still the ones first shipped; an owner's own rewording is left as it is.
update park_texts set markdown = replace(markdown,
  'We set two cookies: one keeps you signed in, and one remembers that a browser has signed in before, so that someone guessing passwords elsewhere can''t lock you out. There are no tracking or advertising cookies.',
  'We set up to three cookies: one keeps you signed in; one remembers that a browser has signed in before, so that someone guessing passwords elsewhere can''t lock you out; and, when you sign in with a code and tick "Remember this browser", one that skips the code in that browser for 30 days. There are no tracking or advertising cookies.')
 where key = 'privacy';
update park_texts set markdown = replace(markdown,
  '- Your account: until you ask us to close it.',
  '- Your account: until you delete it on your account page, or ask us to. Your bookings and payments then stay in our accounts without your e-mail address.')
 where key = 'privacy';
update park_texts set markdown = replace(markdown,
  '- Security records: a day or so.',
  '- Security records and everything else: as the list below says.')
 where key = 'privacy';
update park_texts set markdown = replace(markdown,
  'You can ask for a copy of the personal data we keep about you,',
  'On your account page you can download a copy of the personal data we keep about you and delete your account yourself. You can also ask us for a copy,')
 where key = 'privacy';
