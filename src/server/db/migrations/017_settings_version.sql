-- Each app instance keeps what pages show of the park (its settings, hours, seasons, closed
-- dates, prices, texts and photos) in memory. Every change to those tables moves this one number
-- on, in the changing transaction, so an instance knows by reading one row whether what it
-- keeps is still right (src/server/db/settingsMemory.ts).
create table settings_version (
  id int primary key default 1 check (id = 1),
  version bigint not null default 0
);
insert into settings_version (id, version) values (1, 0);

create function settings_changed() returns trigger language plpgsql as $$
begin
  update settings_version set version = version + 1 where id = 1;
  return null;
end
$$;

create trigger settings_changed after insert or update or delete or truncate on park_settings
  for each statement execute function settings_changed();
create trigger settings_changed after insert or update or delete or truncate on park_hours
  for each statement execute function settings_changed();
create trigger settings_changed after insert or update or delete or truncate on park_seasons
  for each statement execute function settings_changed();
create trigger settings_changed after insert or update or delete or truncate on park_season_hours
  for each statement execute function settings_changed();
create trigger settings_changed after insert or update or delete or truncate on closed_dates
  for each statement execute function settings_changed();
create trigger settings_changed after insert or update or delete or truncate on prices
  for each statement execute function settings_changed();
create trigger settings_changed after insert or update or delete or truncate on park_texts
  for each statement execute function settings_changed();
create trigger settings_changed after insert or update or delete or truncate on park_faq
  for each statement execute function settings_changed();
create trigger settings_changed after insert or update or delete or truncate on photos
  for each statement execute function settings_changed();
create trigger settings_changed after insert or update or delete or truncate on photo_renditions
  for each statement execute function settings_changed();
create trigger settings_changed after insert or update or delete or truncate on photo_placements
  for each statement execute function settings_changed();
