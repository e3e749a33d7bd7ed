-- The admin page's "E-mail problems" list (decision 096): the messages refused for good and the
-- ones still being retried after an error. Few, next to every message ever sent, so a partial
-- index keeps the list (newest first) and its count from reading the whole outbox.
create index email_outbox_problems on email_outbox (created_at, id)
  where status = 'failed' or (status = 'pending' and last_error is not null);
