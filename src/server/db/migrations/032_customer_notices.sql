-- Every instance keeps signed-in sessions and each customer's My bookings in memory
-- (src/server/auth/sessionMemory.ts, src/server/customerViews/myBookingsMemory.ts, decision
-- 134). A change that could make one of them wrong tells every instance from the changing
-- transaction (NOTIFY goes out on commit, never for a rollback): the payload is the account's
-- id, or '*' when a table is emptied at once.

-- Sessions: one ended (sign-out, sign-out elsewhere, a password reset, the account deleted by
-- cascade) or its account changed (role, address, two-factor, deletion). Only seen-at moving
-- says nothing a memory answers from.
create function session_changed() returns trigger language plpgsql as $$
begin
  perform pg_notify('paddock_sessions', old.user_id::text);
  return null;
end
$$;
create trigger sessions_changed after delete on sessions
  for each row execute function session_changed();
create trigger sessions_moved after update on sessions
  for each row when (
    (old.user_id, old.expires_at, old.token_hash) is distinct from
    (new.user_id, new.expires_at, new.token_hash)
  ) execute function session_changed();

create function account_changed() returns trigger language plpgsql as $$
begin
  perform pg_notify('paddock_sessions', old.id::text);
  return null;
end
$$;
-- Only what a kept session says of its account (sessionsSql.ts' findSession reads these), its
-- password and its deletion: Book Now records the rules ticked and the name on the account, and
-- must not make every instance read the session again.
create trigger users_changed after update on users
  for each row when (
    (old.email, old.role, old.paid, old.is_test, old.email_verified_at, old.totp_enabled_at,
     old.password_hash, old.deleted_at) is distinct from
    (new.email, new.role, new.paid, new.is_test, new.email_verified_at, new.totp_enabled_at,
     new.password_hash, new.deleted_at)
  ) execute function account_changed();
create trigger users_deleted after delete on users
  for each row execute function account_changed();

create function accounts_emptied() returns trigger language plpgsql as $$
begin
  perform pg_notify('paddock_sessions', '*');
  perform pg_notify('paddock_customers', '*');
  return null;
end
$$;
create trigger sessions_emptied after truncate on sessions
  for each statement execute function accounts_emptied();
create trigger users_emptied after truncate on users
  for each statement execute function accounts_emptied();

-- A customer's bookings, their payments and their passes: any change to a row of theirs.
create function customer_booking_changed() returns trigger language plpgsql as $$
begin
  if tg_op in ('UPDATE', 'DELETE') and old.user_id is not null then
    perform pg_notify('paddock_customers', old.user_id::text);
  end if;
  if tg_op in ('INSERT', 'UPDATE') and new.user_id is not null then
    perform pg_notify('paddock_customers', new.user_id::text);
  end if;
  return null;
end
$$;
create trigger bookings_customer_changed after insert or update or delete on bookings
  for each row execute function customer_booking_changed();
create trigger passes_customer_changed after insert or update or delete on passes
  for each row execute function customer_booking_changed();

create function customer_payment_changed() returns trigger language plpgsql as $$
declare
  customer uuid;
begin
  for customer in
    select b.user_id from bookings b
     where b.user_id is not null
       and b.id in (case when tg_op <> 'INSERT' then old.booking_id end,
                    case when tg_op <> 'DELETE' then new.booking_id end)
  loop
    perform pg_notify('paddock_customers', customer::text);
  end loop;
  return null;
end
$$;
create trigger payments_customer_changed after insert or update or delete on payments
  for each row execute function customer_payment_changed();

create function customers_emptied() returns trigger language plpgsql as $$
begin
  perform pg_notify('paddock_customers', '*');
  return null;
end
$$;
create trigger bookings_customers_emptied after truncate on bookings
  for each statement execute function customers_emptied();
create trigger passes_customers_emptied after truncate on passes
  for each statement execute function customers_emptied();
create trigger payments_customers_emptied after truncate on payments
  for each statement execute function customers_emptied();
