-- The park's photos. They live in the database, bytes and all, so that every instance sharing
-- it serves the same photos with no shared disk.

create table photos (
  id bigint generated always as identity primary key,
  alt text not null check (length(btrim(alt)) > 0),
  -- The picture's size once turned upright, before any rendition.
  width integer not null check (width > 0),
  height integer not null check (height > 0),
  added_at timestamptz not null,
  added_by text not null
);

-- Each photo as pages fetch it: a format at a width, addressed by the hash of its bytes.
create table photo_renditions (
  photo_id bigint not null references photos (id) on delete cascade,
  format text not null check (format in ('avif', 'webp', 'jpeg')),
  width integer not null check (width > 0),
  height integer not null check (height > 0),
  content_hash text not null check (content_hash ~ '^[0-9a-f]{64}$'),
  bytes bytea not null,
  primary key (photo_id, format, width)
);
-- Not unique: the same upload twice gives the same bytes, and either copy serves them.
create index photo_renditions_by_hash on photo_renditions (content_hash);

-- Where photos stand on the pages, in order; one photo may stand in several places.
create table photo_placements (
  place text not null
    check (place in ('home-hero', 'home-gallery', 'about-field', 'about-facilities')),
  position integer not null check (position >= 0),
  photo_id bigint not null references photos (id) on delete cascade,
  caption text not null default '',
  primary key (place, position),
  unique (place, photo_id)
);
create index photo_placements_by_photo on photo_placements (photo_id);
