-- Invoices as a UK invoice needs them, the park's VAT number, and what reminders need to know.

-- '' while the park is not registered for VAT; otherwise its number, e.g. 'GB999999973'.
alter table park_settings add column vat_number text not null default '';

-- One gap-free count of invoices: taken in the transaction that issues one, so a rolled-back
-- issue gives its number back and every number is used once, in order.
create table invoice_counter (
  id integer primary key default 1 check (id = 1),
  last_number integer not null check (last_number >= 0)
);
insert into invoice_counter (id, last_number) values (1, 0);

-- An invoice as issued: what it says of the seller, the customer and the tax stays as it was on
-- the day, so a copy sent later is the same invoice.
create table invoices (
  number integer primary key check (number > 0),
  booking_id bigint not null unique references bookings (id),
  -- The tax point: when the payment was taken.
  issued_at timestamptz not null,
  seller_name text not null,
  seller_address text[] not null,
  -- '' when the park was not registered for VAT when it issued this invoice.
  seller_vat_number text not null,
  -- The VAT rate charged, in per cent; null with no VAT number.
  vat_rate_percent integer check (vat_rate_percent between 0 and 100),
  customer_email text not null,
  check ((seller_vat_number = '') = (vat_rate_percent is null))
);

-- When the customer was last sent the booking's time and gate code in full (the confirmation, or
-- a moved e-mail): a reminder is due only when that was before its reminder time.
alter table bookings add column details_sent_at timestamptz;
