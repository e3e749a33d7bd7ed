-- A booking staff make for an address is an account's only once that account has proved the
-- address, and then every booking made for it joins the account (issue 37, decision 135).
-- Bookings are found by the address staff typed when an account proves it, when one is made for
-- it, and when the account is deleted: an index of that address in the form users.email_key
-- keeps (src/server/db/addressKey.ts), for the few bookings that
-- have one.
create index bookings_customer_email_key on bookings (lower(normalize(btrim(customer_email), NFC)))
  where customer_email is not null;

-- Bookings made for an address before its account existed were left nobody's; those whose
-- account has proved the address join it now, as they would from now on when it proves it.
update bookings b set user_id = u.id
  from users u
 where b.user_id is null and b.customer_email is not null
   and lower(normalize(btrim(b.customer_email), NFC)) = u.email_key
   and u.email_verified_at is not null and u.deleted_at is null;
