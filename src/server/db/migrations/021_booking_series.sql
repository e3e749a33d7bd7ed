-- Repeat bookings (decision 100): "Repeat weekly" books the same slot for 2 to 12 weeks. Each
-- week is a booking of its own (its own gate code, reminder, cancellation and move); the series
-- ties them together, and one checkout pays for all of them at once.
create table booking_series (
  id bigint generated always as identity primary key,
  user_id uuid not null references users (id),
  -- As asked: the weeks the customer chose, taken ones included (they are left out of it).
  weeks integer not null check (weeks between 2 and 12),
  created_at timestamptz not null
);
create index booking_series_user on booking_series (user_id, created_at);

alter table bookings add column series_id bigint references booking_series (id);
create index bookings_series on bookings (series_id, local_date) where series_id is not null;

-- The bookings of a series share their checkout: it was one booking's alone until now.
drop index bookings_checkout;
create index bookings_checkout on bookings (checkout_provider, checkout_reference)
  where checkout_reference is not null;

-- And their payment at the provider: each booking keeps its own share of it as its payment,
-- so that cancelling one week refunds that week alone.
drop index payments_provider_reference;
create index payments_provider_reference on payments (provider, provider_reference)
  where provider_reference is not null;
