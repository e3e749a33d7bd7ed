-- A park has one or more fields, each with what it sells (lengths, start step, dog bands,
-- prices), its opening hours, its handover gap, its gate codes and its own closed dates
-- (decision 111). The seed's field becomes the first field, with the park's settings of today,
-- and everything booked, held, waited for or sold so far is put on it.

create table fields (
  id bigint generated always as identity primary key,
  position integer not null check (position >= 1),
  name text not null check (btrim(name) <> ''),
  description text not null default '',
  size text not null default '',
  max_dogs integer not null check (max_dogs between 1 and 50),
  -- The session lengths sold, in minutes, shortest first.
  lengths integer[] not null
    check (cardinality(lengths) between 1 and 12 and 15 <= all (lengths) and 240 >= all (lengths)),
  -- Minutes between start times; null is the seed's rule: a session's own length.
  start_step_minutes integer check (start_step_minutes between 5 and 240),
  -- The dog bands as labels ('1-4', '5-6', '7-8'), covering 1 to max_dogs in order.
  bands text[] not null check (cardinality(bands) >= 1),
  handover_minutes integer not null check (handover_minutes between 0 and 15),
  -- Retired: closed to new bookings; its bookings stay as they were.
  retired_at timestamptz,
  created_at timestamptz not null default now()
);
create trigger settings_changed after insert or update or delete or truncate on fields
  for each statement execute function settings_changed();

insert into fields (position, name, max_dogs, lengths, bands, handover_minutes)
select 1, 'Main field', s.max_dogs, s.slot_steps, array['1-4', '5-6', '7-8'], s.handover_minutes
  from park_settings s;

-- What a row that names no field is on: the first field. Paddock always names the field; an
-- instance of the version before fields, still running during an upgrade, does not, and its
-- bookings, waiting places and passes are then the first field's, as they always were.
create function first_field_id() returns bigint language sql stable
  as $$ select id from fields order by position, id limit 1 $$;

alter table park_settings drop column slot_steps;
alter table park_settings drop column max_dogs;
alter table park_settings drop column handover_minutes;

-- A price for each band and length of a field; the weekend price, when set, is charged on
-- Saturdays and Sundays. The first field keeps the seed's checkout item ids (1–6).
create table field_prices (
  field_id bigint not null references fields (id) on delete cascade,
  dogs text not null,
  minutes integer not null check (minutes between 15 and 240),
  pence integer not null check (pence >= 0),
  weekend_pence integer check (weekend_pence >= 0),
  item_id smallint,
  primary key (field_id, dogs, minutes)
);
create trigger settings_changed after insert or update or delete or truncate on field_prices
  for each statement execute function settings_changed();
insert into field_prices (field_id, dogs, minutes, pence, item_id)
select f.id, p.dogs, p.minutes, p.pence, p.id from prices p, fields f;
drop table prices;

-- Opening hours and seasons belong to a field.
alter table park_hours rename to field_hours;
alter table field_hours add column field_id bigint references fields (id) on delete cascade;
update field_hours set field_id = (select id from fields);
alter table field_hours alter column field_id set not null;
alter table field_hours drop constraint park_hours_pkey;
alter table field_hours add primary key (field_id, weekday);

alter table park_seasons rename to field_seasons;
alter table field_seasons add column field_id bigint references fields (id) on delete cascade;
update field_seasons set field_id = (select id from fields);
alter table field_seasons alter column field_id set not null;

-- A closed date closes one field, or the whole park when it names none.
alter table closed_dates add column field_id bigint references fields (id) on delete cascade;
update closed_dates set field_id = (select id from fields);
alter table closed_dates drop constraint closed_dates_pkey;
create unique index closed_dates_day on closed_dates (day, field_id) nulls not distinct;

-- Gate codes per field.
alter table door_codes add column field_id bigint references fields (id) on delete cascade;
update door_codes set field_id = (select id from fields);
alter table door_codes alter column field_id set not null;
alter table door_codes drop constraint door_codes_pkey;
alter table door_codes add primary key (field_id, year, month, week);

-- Bookings are on a field. Two on one field can never overlap; on two fields they may.
alter table bookings add column field_id bigint references fields (id);
update bookings set field_id = (select id from fields);
alter table bookings alter column field_id set not null;
alter table bookings alter column field_id set default first_field_id();
alter table bookings drop constraint bookings_no_overlap;
alter table bookings add constraint bookings_no_overlap exclude using gist (
  int8range(field_id, field_id, '[]') with &&,
  tstzrange(starts_at, ends_at, '[)') with &&
) where (status in ('pending', 'complete'));
create index bookings_field_active_start on bookings (field_id, starts_at)
  where status in ('pending', 'complete');
-- Lengths and bands are a field's settings, no longer fixed here.
alter table bookings drop constraint bookings_duration_minutes_check;
alter table bookings add constraint bookings_duration_minutes_check
  check (duration_minutes between 15 and 240);
alter table bookings drop constraint bookings_dogs_check;
alter table bookings add constraint bookings_dogs_check
  check (dogs ~ '^[1-9][0-9]?(-[1-9][0-9]?)?$');

alter table waitlist add column field_id bigint references fields (id);
update waitlist set field_id = (select id from fields);
alter table waitlist alter column field_id set not null;
alter table waitlist alter column field_id set default first_field_id();
alter table waitlist drop constraint waitlist_duration_minutes_check;
alter table waitlist add constraint waitlist_duration_minutes_check
  check (duration_minutes between 15 and 240);
alter table waitlist drop constraint waitlist_dogs_check;
alter table waitlist add constraint waitlist_dogs_check
  check (dogs ~ '^[1-9][0-9]?(-[1-9][0-9]?)?$');

-- A pass type covers the fields it names; a pass keeps those it was sold for.
alter table pass_types add column field_ids bigint[];
update pass_types set field_ids = array[(select id from fields)];
alter table pass_types alter column field_ids set not null;
alter table pass_types alter column field_ids set default array[first_field_id()];
alter table pass_types add constraint pass_types_fields check (cardinality(field_ids) >= 1);
alter table pass_types drop constraint pass_types_minutes_check;
alter table pass_types add constraint pass_types_minutes_check check (minutes between 15 and 240);
alter table pass_types drop constraint pass_types_dogs_check;
alter table pass_types add constraint pass_types_dogs_check
  check (dogs ~ '^[1-9][0-9]?(-[1-9][0-9]?)?$');

alter table passes add column field_ids bigint[];
update passes set field_ids = array[(select id from fields)];
alter table passes alter column field_ids set not null;
alter table passes alter column field_ids set default array[first_field_id()];
alter table passes drop constraint passes_minutes_check;
alter table passes add constraint passes_minutes_check check (minutes between 15 and 240);
alter table passes drop constraint passes_dogs_check;
alter table passes add constraint passes_dogs_check check (dogs ~ '^[1-9][0-9]?(-[1-9][0-9]?)?$');
