-- A field's own gallery (decision 113). The park's places stay the closed list the pages name;
-- a field's photos are rows of their own that go with the field.

create table field_photos (
  field_id bigint not null references fields (id) on delete cascade,
  position integer not null check (position >= 0),
  photo_id bigint not null references photos (id) on delete cascade,
  caption text not null default '',
  primary key (field_id, position),
  unique (field_id, photo_id)
);
create index field_photos_by_photo on field_photos (photo_id);
create trigger settings_changed after insert or update or delete or truncate on field_photos
  for each statement execute function settings_changed();

-- The About page's photos of "the field" are of the seed's field: its gallery starts with them.
insert into field_photos (field_id, position, photo_id, caption)
select first_field_id(), position, photo_id, caption
  from photo_placements
 where place = 'about-field';
