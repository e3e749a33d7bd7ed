-- Waiting lists for taken slots (decision 102): a customer waits for a slot someone else holds;
-- when it frees, the first in line is offered it, held for them as a pending booking.

-- How long an offered slot is held for the customer it is offered to, before the next in line.
alter table park_settings add column waitlist_offer_minutes integer not null default 15
  check (waitlist_offer_minutes between 5 and 120);

create table waitlist (
  id bigint generated always as identity primary key,
  user_id uuid not null references users (id),
  -- The slot as the bookings table would hold it: ends_at less the handover gap in force when
  -- the customer joined, so an offer holds exactly what Book Now would.
  starts_at timestamptz not null,
  ends_at timestamptz not null check (ends_at > starts_at),
  local_date date not null,
  local_time text not null check (local_time ~ '^([01][0-9]|2[0-3]):[0-5][0-9]$'),
  duration_minutes integer not null check (duration_minutes in (30, 60)),
  dogs text not null check (dogs in ('1-4', '5-6', '7-8')),
  -- Offered even within the cancellation cut-off of the start.
  short_notice boolean not null default false,
  status text not null default 'waiting'
    check (status in ('waiting', 'offered', 'booked', 'left', 'missed', 'ended')),
  -- The hold made for the offer; kept once the entry has ended, as its record.
  offer_booking_id bigint references bookings (id),
  offered_at timestamptz,
  offer_expires_at timestamptz,
  -- Set while "Book and pay" opens the offer's checkout, so two presses open one checkout.
  checkout_opening_until timestamptz,
  created_at timestamptz not null,
  ended_at timestamptz,
  check (status <> 'offered' or offer_booking_id is not null)
);

-- One place per account on a slot's list while it waits or is offered the slot.
create unique index waitlist_one_place on waitlist (user_id, starts_at, duration_minutes)
  where status in ('waiting', 'offered');
-- The sweep's scan (open entries still to start) and the admin list, by start then line.
create index waitlist_open on waitlist (starts_at, created_at, id)
  where status in ('waiting', 'offered');
-- The customer's own entries: My bookings, their data, deleting the account.
create index waitlist_user on waitlist (user_id, created_at);
create index waitlist_offer_booking on waitlist (offer_booking_id)
  where offer_booking_id is not null;
-- The retention sweep: places that ended long enough ago go (decision 087).
create index waitlist_ended on waitlist (ended_at) where ended_at is not null;

-- An offer follows its hold, however the hold ends (the sweep, a left checkout, the provider's
-- expiry, a deleted account, a payment): paid, the entry is booked; ended unpaid, the offer
-- was missed. A trigger rather than calls in the code, as those paths are many (decision 090
-- argues the same for the paid-booking counts).
create function waitlist_offer_follows_hold() returns trigger language plpgsql as $$
begin
  if new.status = 'complete' then
    update waitlist set status = 'booked', ended_at = coalesce(new.completed_at, ended_at, now())
     where offer_booking_id = new.id and status in ('offered', 'missed', 'left');
  elsif new.status in ('expired', 'cancelled') then
    update waitlist set status = 'missed', ended_at = coalesce(new.cancelled_at, now())
     where offer_booking_id = new.id and status = 'offered';
  end if;
  return null;
end $$;

create trigger waitlist_offer_follows_hold after update of status on bookings
  for each row when (old.status is distinct from new.status)
  execute function waitlist_offer_follows_hold();
