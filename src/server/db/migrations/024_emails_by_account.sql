-- Each e-mail names the account it was sent to (decision 106): an address passes from one
-- account to another (a change of address, an account deleted and the address signed up
-- again), and what was sent to the earlier holder is not the later one's to download or erase.
-- Null for the park's own notices and for mail to an address no account held.
alter table email_outbox add column user_id uuid references users (id);
create index email_outbox_user on email_outbox (user_id, id) where user_id is not null;

-- Mail sent before this column: its account where the message itself says whose it was…
update email_outbox o set user_id = b.user_id
  from bookings b
 where o.booking_id = b.id and o.dedupe_key not like 'owner-%' and b.user_id is not null;

update email_outbox o set user_id = l.user_id
  from email_verifications l
 where o.user_id is null and o.dedupe_key = 'verify-email:' || l.token_hash;

update email_outbox o set user_id = l.user_id
  from password_resets l
 where o.user_id is null and o.dedupe_key = 'password-reset:' || l.token_hash;

update email_outbox o set user_id = c.user_id
  from email_changes c
 where o.user_id is null
   and o.dedupe_key in ('email-change:' || c.token_hash, 'email-change-notice:' || c.token_hash);

update email_outbox o set user_id = u.id
  from users u
 where o.user_id is null
   and o.dedupe_key ~ '^(password-changed|account-deleted):[0-9a-f-]{36}(:|$)'
   and u.id::text = substring(o.dedupe_key from ':([0-9a-f-]{36})');

update email_outbox o set user_id = p.user_id
  from passes p
 where o.user_id is null and o.dedupe_key ~ '^pass-bought:[0-9]{1,15}$'
   and p.id = substring(o.dedupe_key from ':([0-9]+)$')::bigint;

-- …else the one account that had its address when it was sent: made by then, and holding the
-- address since (not only through a later change of address), or through a change it made. Never
-- the park's own notices.
update email_outbox o set user_id = sole.account
  from (
    select m.id as email_id, min(u.id::text)::uuid as account
      from email_outbox m
      join users u on u.created_at <= m.created_at
     where m.user_id is null and m.dedupe_key not like 'owner-%'
       and (
         (u.email_key = lower(normalize(btrim(m.to_address), NFC))
          and not exists (
            select 1 from email_changes c
             where c.user_id = u.id and c.used_at > m.created_at
               and lower(normalize(btrim(c.new_email), NFC)) = u.email_key))
         or exists (
            select 1 from email_changes c
             where c.user_id = u.id and c.used_at is not null
               and ((lower(normalize(btrim(c.old_email), NFC)) = lower(normalize(btrim(m.to_address), NFC))
                     and m.created_at <= c.used_at)
                 or (lower(normalize(btrim(c.new_email), NFC)) = lower(normalize(btrim(m.to_address), NFC))
                     and m.created_at >= c.used_at)))
       )
     group by m.id
    having count(*) = 1
  ) sole
 where o.id = sole.email_id;
