-- A name and a number (issue 28, decision 118): the customer's name and mobile are kept on their
-- account, asked at their first booking, and erased with the account. Accounts made before keep
-- none until their next booking asks.
alter table users add column contact_name text
  check (contact_name is null or char_length(contact_name) between 1 and 100);
alter table users add column mobile text
  check (mobile is null or char_length(mobile) between 7 and 30);

-- Whether the first booking asks for a mobile: the owner's choice in Settings → Features.
alter table park_settings add column mobile_ask text not null default 'optional'
  check (mobile_ask in ('off', 'optional', 'required'));
