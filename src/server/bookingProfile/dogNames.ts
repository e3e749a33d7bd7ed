import { tidyDogNames } from '../../domain/bookingConsent';
import type { Database } from '../db/database';
import { saveDogNames } from './profileSql';

/** Keeps the customer's dogs by name; answers them as kept. */
export async function keepDogNames(
  db: Database,
  userId: string,
  names: readonly string[],
): Promise<{ names: string[] }> {
  const kept = tidyDogNames(names);
  await saveDogNames(db, userId, kept);
  return { names: kept };
}
