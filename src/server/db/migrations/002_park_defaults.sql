-- The seed's values. Contact details are invented and plainly fictional: a drama-reserved
-- phone number, the reserved .example domain, and a made-up address.
insert into park_settings (
  name, phone, email, address_lines, map_lat, map_lng, social_label, social_url,
  time_zone, opening_date, opening_notice, slots_open, slots_close, slot_steps, max_dogs,
  checkout_hold_minutes, cancellation_cutoff_hours, arrival_minutes_before,
  discounts_enabled, first50_event_active, about_videos
) values (
  'Meadow Paddock Dog Field',
  '01632 960123',
  'hello@meadowpaddock.example',
  array['Meadow Paddock', 'Example Lane', 'Little Fictional', 'ZZ99 9ZZ'],
  52.0406, -1.1592,
  'Meadow Paddock on social media',
  'https://social.example/meadowpaddock',
  'Europe/London',
  '2025-05-10',
  'Opening on the 10th of May 2025!, pre-booking available now!',
  '06:00', '22:00', array[30, 60], 8,
  30, 12, 10,
  true, true,
  '[{"title": "A walk round the field", "embedUrl": null},
    {"title": "The field from the air", "embedUrl": null}]'
);

insert into closed_dates (day, reason)
select day::date, 'Getting the field ready for opening'
from generate_series(date '2025-04-27', date '2025-05-09', interval '1 day') as day;

insert into closed_dates (day, reason) values
  ('2025-10-04', 'Closed'),
  ('2025-10-05', 'Closed');

insert into prices (id, dogs, minutes, pence) values
  (1, '1-4', 30, 650),
  (2, '1-4', 60, 1100),
  (3, '5-6', 30, 800),
  (4, '5-6', 60, 1500),
  (5, '7-8', 30, 950),
  (6, '7-8', 60, 1850);
