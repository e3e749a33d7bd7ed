-- Issue 30: the booking counts and the revenue's "bookings of all time" added up every booking
-- the park ever had on each read. Confirmed and cancelled bookings are tallied by month here,
-- kept by the same statement that changes a booking, so a read adds a few hundred tallies at
-- most. Holds are left out: they come and go on the Book Now path, where one shared row would
-- make every hold wait for the one before; the few there are are counted from their own index.
create table booking_tallies (
  month date not null,
  status text not null check (status in ('complete', 'cancelled')),
  is_test boolean not null,
  bookings integer not null,
  primary key (month, status, is_test)
);

-- Each statement's changes are added as (month, status, test flag, +n or -n), in key order so
-- two statements touching the same tallies lock them alike. An update only counts the bookings
-- whose month, status or flag it changed: most updates touch no tally.
create function booking_tallies_changed() returns trigger language plpgsql as $$
begin
  if tg_op = 'INSERT' then
    insert into booking_tallies as t (month, status, is_test, bookings)
    select date_trunc('month', local_date)::date, status, is_test, count(*)::int
      from new_rows where status in ('complete', 'cancelled')
     group by 1, 2, 3 order by 1, 2, 3
    on conflict (month, status, is_test) do update set bookings = t.bookings + excluded.bookings;
  elsif tg_op = 'DELETE' then
    update booking_tallies t set bookings = t.bookings - g.n
      from (select date_trunc('month', local_date)::date as month, status, is_test, count(*)::int as n
              from old_rows where status in ('complete', 'cancelled') group by 1, 2, 3) g
     where (t.month, t.status, t.is_test) = (g.month, g.status, g.is_test);
  else
    insert into booking_tallies as t (month, status, is_test, bookings)
    select month, status, is_test, sum(n)::int
      from (select date_trunc('month', o.local_date)::date as month, o.status, o.is_test, -1 as n
              from old_rows o join new_rows w on w.id = o.id
             where (o.status, o.local_date, o.is_test) is distinct from (w.status, w.local_date, w.is_test)
            union all
            select date_trunc('month', w.local_date)::date, w.status, w.is_test, 1
              from old_rows o join new_rows w on w.id = o.id
             where (o.status, o.local_date, o.is_test) is distinct from (w.status, w.local_date, w.is_test)
           ) c
     where status in ('complete', 'cancelled')
     group by 1, 2, 3 having sum(n) <> 0 order by 1, 2, 3
    on conflict (month, status, is_test) do update set bookings = t.bookings + excluded.bookings;
  end if;
  return null;
end $$;

create trigger booking_tallies_inserted after insert on bookings
  referencing new table as new_rows for each statement execute function booking_tallies_changed();
create trigger booking_tallies_updated after update on bookings
  referencing old table as old_rows new table as new_rows
  for each statement execute function booking_tallies_changed();
create trigger booking_tallies_deleted after delete on bookings
  referencing old table as old_rows for each statement execute function booking_tallies_changed();

insert into booking_tallies (month, status, is_test, bookings)
select date_trunc('month', local_date)::date, status, is_test, count(*)::int
  from bookings where status in ('complete', 'cancelled')
 group by 1, 2, 3;
