-- Every instance keeps each field's taken times by month in memory (src/server/bookings/
-- busyMemory.ts). A change to a booking that could move them tells every instance, from the
-- changing transaction: NOTIFY is sent on commit and never for a rollback, and PostgreSQL
-- merges repeats within one transaction. The notice names the field, the park-local month
-- and the customer ('<field> <YYYY-MM> <user or ->').
create function booking_notice(b bookings) returns text language sql stable as $$
  select b.field_id || ' ' || to_char(b.local_date, 'YYYY-MM') || ' ' || coalesce(b.user_id::text, '-')
$$;

create function bookings_changed() returns trigger language plpgsql as $$
begin
  if tg_op in ('UPDATE', 'DELETE') then
    perform pg_notify('paddock_bookings', booking_notice(old));
  end if;
  if tg_op in ('INSERT', 'UPDATE') then
    perform pg_notify('paddock_bookings', booking_notice(new));
  end if;
  return null;
end
$$;

-- Whatever else a booking's row carries (its payment, its code, its customer's notes) leaves
-- its times where they were: only these columns wake the instances.
create trigger bookings_changed after insert or delete on bookings
  for each row execute function bookings_changed();
create trigger bookings_times_changed after update on bookings
  for each row when (
    (old.field_id, old.status, old.starts_at, old.ends_at, old.local_date, old.local_time,
     old.hold_expires_at, old.user_id)
    is distinct from
    (new.field_id, new.status, new.starts_at, new.ends_at, new.local_date, new.local_time,
     new.hold_expires_at, new.user_id)
  ) execute function bookings_changed();

-- Emptied at once (a restore, a test's reset): every instance forgets everything it kept.
create function bookings_emptied() returns trigger language plpgsql as $$
begin
  perform pg_notify('paddock_bookings', '*');
  return null;
end
$$;
create trigger bookings_emptied after truncate on bookings
  for each statement execute function bookings_emptied();
