-- The lock job's hold on a row, apart from when the row is next due (decision 138). Before,
-- next_attempt_at was the lease as well: a cancellation or a move (which make the row due at
-- once) let a second instance take a row the first was still working on, and a step's result
-- overwrote the change that had landed while its call to the lock was under way.

-- Who is working on the row (a token drawn at each claim) and until when: every write of the
-- job names the token, so a worker whose lease lapsed and was taken writes nothing.
alter table lock_codes add column lease_token uuid;
alter table lock_codes add column leased_until timestamptz;
-- Bumped by every change made outside the job's step (a plan, a withdrawal, Seam's news, a code
-- left to take off): a step's result is written only over the version it read.
alter table lock_codes add column version integer not null default 0;
