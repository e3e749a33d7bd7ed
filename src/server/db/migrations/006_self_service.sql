-- How long before a booking its reminder e-mail goes out.
alter table park_settings add column reminder_hours integer not null default 24
  check (reminder_hours between 0 and 336);

alter table bookings add column move_count integer not null default 0 check (move_count >= 0);
-- The start time the last reminder was written for: a booking moved afterwards gets a new one.
alter table bookings add column reminded_for timestamptz;

-- Reminders and My bookings read complete bookings by start time.
create index bookings_complete_start on bookings (starts_at) where status = 'complete';
