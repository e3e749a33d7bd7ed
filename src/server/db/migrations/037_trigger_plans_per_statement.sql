-- A statement trigger's query over its transition tables was planned once per connection, with
-- the row counts of the first statement that fired it, and that plan kept. After a statement
-- that changed no booking (an account proving its address updates the bookings made for it,
-- usually none), the old and new rows were joined by a nested loop, and the next update of
-- 100,000 bookings on that connection compared every old row with every new one: minutes, not
-- seconds. Run through EXECUTE, each firing is planned with its own tables' sizes (a few
-- hundred microseconds a statement). The queries are unchanged.

create or replace function bookings_paid_updated() returns trigger language plpgsql as $$
begin
  execute $q$
    select refresh_user_paid_bookings(array(
      select distinct who from old_rows o join new_rows n on n.id = o.id,
             unnest(array[o.user_id, n.user_id]) as who
       where who is not null
         and 'complete' in (o.status, n.status)
         and (o.status, o.local_date, o.user_id) is distinct from (n.status, n.local_date, n.user_id)
       order by who))
  $q$;
  return null;
end $$;

create or replace function booking_tallies_changed() returns trigger language plpgsql as $$
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
    execute $q$
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
      on conflict (month, status, is_test) do update set bookings = t.bookings + excluded.bookings
    $q$;
  end if;
  return null;
end $$;

create or replace function revenue_tallies_bookings_changed() returns trigger language plpgsql as $$
begin
  execute $q$
    select add_revenue_tallies(coalesce(jsonb_agg(c) filter (where c is not null), '[]'))
      from old_rows o join new_rows n on n.id = o.id
           join payments p on p.booking_id = n.id,
           lateral (values
             (revenue_contribution(-1, p.paid_at, p.amount_pence, p.refunded_pence,
                                   o.field_id, o.status, o.is_manual, o.price_pence)),
             (revenue_contribution(1, p.paid_at, p.amount_pence, p.refunded_pence,
                                   n.field_id, n.status, n.is_manual, n.price_pence))) v (c)
     where (o.field_id, o.status = 'pending', o.is_manual and o.price_pence = 0)
           is distinct from (n.field_id, n.status = 'pending', n.is_manual and n.price_pence = 0)
  $q$;
  return null;
end $$;
