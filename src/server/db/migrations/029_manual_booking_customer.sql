-- Customers by name (issue 29, decision 125): a manual booking may be for someone the park knows
-- only by what staff typed, who has no account. Their name, address and mobile are kept on that
-- booking alone; a booking for an account reads them from the account (decision 118), so these
-- stay empty there.
alter table bookings add column customer_name text
  check (customer_name is null or char_length(customer_name) between 1 and 100);
alter table bookings add column customer_email text
  check (customer_email is null or char_length(customer_email) between 3 and 254);
alter table bookings add column customer_mobile text
  check (customer_mobile is null or char_length(customer_mobile) between 7 and 30);
alter table bookings add constraint bookings_customer_only_manual
  check (is_manual or (customer_name is null and customer_email is null and customer_mobile is null));

-- An invoice is made out to the customer's name, when known, above their address: kept as it
-- was when issued, like the address, and erased with the account like it.
alter table invoices add column customer_name text;
