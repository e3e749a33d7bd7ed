-- Every change staff make, with who and when, for the Activity list.
create table audit_log (
  id bigint generated always as identity primary key,
  at timestamptz not null,
  actor_id uuid references users (id) on delete set null,
  actor_email text not null,
  action text not null,
  details text not null
);
create index audit_log_newest on audit_log (id desc);

-- The admin's booking lists read by day.
create index bookings_local_date on bookings (local_date, local_time);
create index payments_paid_at on payments (paid_at);
