-- A booking checks its field (closed to new bookings, lengths, bands, prices, hours, closed
-- days) against the settings as the database has them inside its own transaction, not as an
-- instance's memory last saw them (decision 140). The settings lock (db/locks.ts' 'settings',
-- the single key 4204) puts the two in order:
--
-- * every change to the settings takes it alone, in the trigger that moves the settings
--   version (migration 017), and holds it until it commits;
-- * a booking takes it shared, after its day's lock, and reads the version with a snapshot taken
--   once it holds it (held_settings_version() below), so it sees every change committed before,
--   and no change commits until it has: bookings never wait on each other for it.

create or replace function settings_changed() returns trigger language plpgsql as $$
begin
  perform pg_advisory_xact_lock(4204::bigint);
  update settings_version set version = version + 1 where id = 1;
  return null;
end
$$;

-- Volatile, so its select is a statement of its own with a snapshot taken after the lock is
-- granted: in one round trip, the version as committed when no change can be under way.
create function held_settings_version() returns bigint language plpgsql volatile as $$
declare
  committed bigint;
begin
  perform pg_advisory_xact_lock_shared(4204::bigint);
  select v.version into committed from settings_version v where v.id = 1;
  return committed;
end
$$;
