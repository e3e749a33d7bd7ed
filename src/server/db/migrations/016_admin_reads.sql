-- Bounded admin reads (decision 090): every admin list is read a page at a time along an index.

-- The Users list is ordered by each account's paid bookings and the date of the first of them.
-- Counting them per request meant joining every booking to every user; they are kept on the
-- account instead, by the triggers below, in the same transaction as the booking's change.
alter table users add column paid_bookings integer not null default 0 check (paid_bookings >= 0);
alter table users add column first_paid_booking date;
-- Accounts with no paid booking sort by the day they were made (UTC, so the index can hold it).
alter table users add column list_date date generated always as
  (coalesce(first_paid_booking, (created_at at time zone 'UTC')::date)) stored;

-- Newest First reads this backwards; Oldest First reads the second forwards (most bookings
-- first in both, the dates then running the chosen way).
create index users_list_newest on users (paid_bookings, list_date, created_at, id);
create index users_list_oldest on users ((-paid_bookings), list_date, created_at, id);

-- A user's count and first date, read from their own paid bookings (a few, by index).
create index bookings_user_paid on bookings (user_id, local_date) where status = 'complete';

-- Recounts the given users (in id order, so that two statements touching the same users lock
-- them in the same order); nothing at all for a statement that touched no paid booking.
create function refresh_user_paid_bookings(ids uuid[]) returns void language plpgsql as $$
begin
  if cardinality(ids) = 0 then return; end if;
  update users u
     set paid_bookings = s.n, first_paid_booking = s.first
    from (select x.id, c.n, c.first
            from unnest(ids) as x (id)
            cross join lateral (
              select count(*)::int as n, min(b.local_date) as first
                from bookings b where b.user_id = x.id and b.status = 'complete'
            ) c) s
   where u.id = s.id
     and (u.paid_bookings, u.first_paid_booking) is distinct from (s.n, s.first);
end $$;

-- Once per statement, for the users whose paid bookings it touched: a bulk insert or a closed
-- day's cancellations recount each user once.
create function bookings_paid_inserted() returns trigger language plpgsql as $$
begin
  perform refresh_user_paid_bookings(array(
    select distinct user_id from new_rows
     where status = 'complete' and user_id is not null order by user_id));
  return null;
end $$;

create function bookings_paid_updated() returns trigger language plpgsql as $$
begin
  perform refresh_user_paid_bookings(array(
    select distinct who from old_rows o join new_rows n on n.id = o.id,
           unnest(array[o.user_id, n.user_id]) as who
     where who is not null
       and 'complete' in (o.status, n.status)
       and (o.status, o.local_date, o.user_id) is distinct from (n.status, n.local_date, n.user_id)
     order by who));
  return null;
end $$;

create function bookings_paid_deleted() returns trigger language plpgsql as $$
begin
  perform refresh_user_paid_bookings(array(
    select distinct user_id from old_rows
     where status = 'complete' and user_id is not null order by user_id));
  return null;
end $$;

create trigger bookings_paid_inserted after insert on bookings
  referencing new table as new_rows for each statement execute function bookings_paid_inserted();
create trigger bookings_paid_updated after update on bookings
  referencing old table as old_rows new table as new_rows
  for each statement execute function bookings_paid_updated();
create trigger bookings_paid_deleted after delete on bookings
  referencing old table as old_rows for each statement execute function bookings_paid_deleted();

update users u
   set paid_bookings = s.n, first_paid_booking = s.first
  from (select user_id, count(*)::int as n, min(local_date) as first
          from bookings where status = 'complete' and user_id is not null group by user_id) s
 where u.id = s.user_id;

-- The booking lists (Today's, Tomorrow's, Upcoming, Past) page along the day, then the start:
-- every card the admin may see, and the confirmed ones the lists show by default.
create index bookings_shown_by_day on bookings (local_date, starts_at, id)
  where status <> 'expired';
create index bookings_paid_by_day on bookings (local_date, starts_at, id)
  where status = 'complete';
