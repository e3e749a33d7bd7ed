-- The site rules accepted at booking (decision 099). The rules are the owner's site-rules text:
-- each change of its words is a new version, and a customer ticks the rules again before their
-- next booking. The number lives on the settings row, so the settings memory follows it.
alter table park_settings add column site_rules_version integer not null default 1
  check (site_rules_version >= 1);
alter table park_settings add column site_rules_changed_at timestamptz;

create function site_rules_changed() returns trigger language plpgsql as $$
begin
  update park_settings
     set site_rules_version = site_rules_version + 1, site_rules_changed_at = now()
   where id = 1;
  return null;
end
$$;

-- Saving the Texts section rewrites every text; only new words in the rules make a version.
create trigger site_rules_changed after update on park_texts
  for each row when (new.key = 'site-rules' and old.markdown is distinct from new.markdown)
  execute function site_rules_changed();

-- The last version each customer ticked, and when.
alter table users add column rules_accepted_version integer;
alter table users add column rules_accepted_at timestamptz;
-- The customer's dogs, by name, as they keep them on their account page.
alter table users add column dog_names text[] not null default '{}';

-- What the customer had agreed to when they booked (null: booked before the rules were asked).
alter table bookings add column rules_version integer;
alter table bookings add column rules_accepted_at timestamptz;
