import type { PublicPark } from '../../contract/park';
import type { Sql } from '../db/database';
import { heldSettingsVersion, settingsVersionOf } from '../db/settingsMemory';
import { readPublicPark } from './parkSql';

/**
 * The park as the database has it at this point of a booking's transaction, and until it ends
 * (decision 140): taken after the booking's days are locked, it holds off every change to the
 * settings until the booking commits. `seen` (read from memory before the transaction) when
 * no setting changed since it was read, at the cost of one statement; else the park read
 * afresh within the transaction, which the booking then checks again.
 */
export async function currentPark(tx: Sql, seen: PublicPark): Promise<PublicPark> {
  const version = await heldSettingsVersion(tx);
  // A transaction's handle has no memory: the park is read from the tables as it sees them.
  return version === settingsVersionOf(seen) ? seen : readPublicPark(tx);
}

/** What a booking made of the park: checked against it, and what it will hold or change. */
export interface Checked<T> {
  park: PublicPark;
  value: T;
}

/**
 * `checked` again as of now inside a booking's transaction (see currentPark): itself when the
 * park is unchanged since, else `check` run on the park as it is now, whose refusals are the
 * booking's answer (a field closed to new bookings, a length no longer sold), and whose price
 * is the one charged.
 */
export async function checkedNow<T>(
  tx: Sql,
  checked: Checked<T>,
  check: (park: PublicPark) => T,
): Promise<Checked<T>> {
  const park = await currentPark(tx, checked.park);
  return park === checked.park ? checked : { park, value: check(park) };
}
