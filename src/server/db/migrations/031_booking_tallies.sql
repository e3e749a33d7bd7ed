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

-- The revenue page's month added up every payment of the month and looked up each one's
-- booking. Its sums are tallied here by the month the payment was made (park time) and the
-- field of its booking, as the page reads them: what was paid, what was refunded of it, the
-- park's own bookings priced 0, and how many payments. A payment of a booking still held
-- (pending) does not count until the booking leaves the hold. The park's time zone is set
-- once (002); a change of it would have to rebuild these tallies.
create table revenue_tallies (
  month date not null,
  field_id bigint not null,
  paid_pence bigint not null,
  refunded_pence bigint not null,
  manual_free integer not null,
  payments integer not null,
  primary key (month, field_id)
);

-- Adds one statement's contributions (`sign` +1 or -1 each) to the tallies, in key order.
create function add_revenue_tallies(changes jsonb) returns void language sql as $$
  insert into revenue_tallies as t (month, field_id, paid_pence, refunded_pence, manual_free, payments)
  select month, field_id, sum(paid), sum(refunded), sum(manual_free), sum(payments)
    from jsonb_to_recordset(changes)
         as c (month date, field_id bigint, paid bigint, refunded bigint, manual_free int, payments int)
   group by 1, 2
  having (sum(paid), sum(refunded), sum(manual_free), sum(payments)) <> (0, 0, 0, 0)
   order by 1, 2
  on conflict (month, field_id) do update
    set paid_pence = t.paid_pence + excluded.paid_pence,
        refunded_pence = t.refunded_pence + excluded.refunded_pence,
        manual_free = t.manual_free + excluded.manual_free,
        payments = t.payments + excluded.payments
$$;

-- What a payment adds, given its booking: nothing while the booking is held.
create function revenue_contribution(
  sign int, paid_at timestamptz, amount int, refunded int,
  field_id bigint, status text, is_manual boolean, price_pence int
) returns jsonb language sql stable as $$
  select case when status = 'pending' then null else jsonb_build_object(
    'month', date_trunc('month', paid_at at time zone (select time_zone from park_settings))::date,
    'field_id', field_id, 'paid', sign * amount, 'refunded', sign * refunded,
    'manual_free', case when is_manual and price_pence = 0 then sign else 0 end,
    'payments', sign) end
$$;

-- A change to payments, against the bookings as they stand (the statement changed no booking).
create function revenue_tallies_payments_changed() returns trigger language plpgsql as $$
begin
  if tg_op in ('UPDATE', 'DELETE') then
    perform add_revenue_tallies(coalesce(jsonb_agg(c) filter (where c is not null), '[]'))
       from old_rows p join bookings b on b.id = p.booking_id,
            revenue_contribution(-1, p.paid_at, p.amount_pence, p.refunded_pence,
                                 b.field_id, b.status, b.is_manual, b.price_pence) c;
  end if;
  if tg_op in ('UPDATE', 'INSERT') then
    perform add_revenue_tallies(coalesce(jsonb_agg(c) filter (where c is not null), '[]'))
       from new_rows p join bookings b on b.id = p.booking_id,
            revenue_contribution(1, p.paid_at, p.amount_pence, p.refunded_pence,
                                 b.field_id, b.status, b.is_manual, b.price_pence) c;
  end if;
  return null;
end $$;

-- A change to bookings that moves a paid booking's sums: its field, whether it is held, or
-- whether it is the park's own priced 0. A booking is inserted before its payment and deleted
-- after it, so only updates matter.
create function revenue_tallies_bookings_changed() returns trigger language plpgsql as $$
begin
  perform add_revenue_tallies(coalesce(jsonb_agg(c) filter (where c is not null), '[]'))
     from old_rows o join new_rows n on n.id = o.id
          join payments p on p.booking_id = n.id,
          lateral (values
            (revenue_contribution(-1, p.paid_at, p.amount_pence, p.refunded_pence,
                                  o.field_id, o.status, o.is_manual, o.price_pence)),
            (revenue_contribution(1, p.paid_at, p.amount_pence, p.refunded_pence,
                                  n.field_id, n.status, n.is_manual, n.price_pence))) v (c)
    where (o.field_id, o.status = 'pending', o.is_manual and o.price_pence = 0)
          is distinct from (n.field_id, n.status = 'pending', n.is_manual and n.price_pence = 0);
  return null;
end $$;

create trigger revenue_tallies_payments_inserted after insert on payments
  referencing new table as new_rows
  for each statement execute function revenue_tallies_payments_changed();
create trigger revenue_tallies_payments_updated after update on payments
  referencing old table as old_rows new table as new_rows
  for each statement execute function revenue_tallies_payments_changed();
create trigger revenue_tallies_payments_deleted after delete on payments
  referencing old table as old_rows
  for each statement execute function revenue_tallies_payments_changed();
create trigger revenue_tallies_bookings_updated after update on bookings
  referencing old table as old_rows new table as new_rows
  for each statement execute function revenue_tallies_bookings_changed();

select add_revenue_tallies(coalesce(jsonb_agg(c) filter (where c is not null), '[]'))
  from payments p join bookings b on b.id = p.booking_id,
       revenue_contribution(1, p.paid_at, p.amount_pence, p.refunded_pence,
                            b.field_id, b.status, b.is_manual, b.price_pence) c;
