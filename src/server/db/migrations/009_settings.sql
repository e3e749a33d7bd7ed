-- The owner's Settings area: opening hours by weekday and by season, the booking window, the
-- handover gap, the About notice, and who last changed each section.

-- Hours of each weekday (1 = Monday … 7 = Sunday); no hours means closed that weekday.
create table park_hours (
  weekday smallint primary key check (weekday between 1 and 7),
  opens time,
  closes time,
  check ((opens is null) = (closes is null)),
  check (closes > opens)
);
insert into park_hours (weekday, opens, closes)
select weekday, s.slots_open, s.slots_close
  from park_settings s, generate_series(1, 7) as weekday;

-- A period (e.g. winter) with weekday hours of its own, for the days from `starts` to `ends`.
create table park_seasons (
  id bigint generated always as identity primary key,
  name text not null,
  starts date not null,
  ends date not null check (ends >= starts)
);
create table park_season_hours (
  season_id bigint not null references park_seasons (id) on delete cascade,
  weekday smallint not null check (weekday between 1 and 7),
  opens time,
  closes time,
  primary key (season_id, weekday),
  check ((opens is null) = (closes is null)),
  check (closes > opens)
);

alter table park_settings drop column slots_open;
alter table park_settings drop column slots_close;
alter table park_settings add column booking_window_months integer not null default 12
  check (booking_window_months between 1 and 24);
-- Minutes kept free at the end of every slot for the changeover: a 1-hour slot at 10:00 with
-- a 10-minute gap is sold as 10:00–10:50.
alter table park_settings add column handover_minutes integer not null default 0
  check (handover_minutes between 0 and 15);
alter table park_settings add column about_notice text not null
  default 'We are currently working on improving the park with new features and facilities. Stay tuned for updates!';
alter table park_settings add column about_notice_shown boolean not null default true;

-- When and by whom each section of the Settings area was last saved.
create table settings_changes (
  section text primary key,
  changed_at timestamptz not null,
  changed_by text not null
);
