import type { AccountContact } from '../../contract/contact';
import {
  type Contact,
  contactAfter,
  contactNeededSentence,
  missingContact,
} from '../../domain/contact';
import type { Sql } from '../db/database';
import { AppError } from '../http/errors';
import { contactOf, saveContact } from './contactSql';

/** The name and mobile sent with a booking, as the request's schema leaves them. */
export type SentContact = { name: string; mobile?: string | null | undefined } | undefined;

/**
 * The name and mobile a booking needs, inside its transaction (decision 118): what was sent is
 * saved on the account; when the account is still without a name, or without a mobile the park
 * requires, the booking is refused, naming each box, and the transaction holds nothing.
 */
export async function contactForBooking(tx: Sql, userId: string, sent: SentContact): Promise<void> {
  const kept = await contactOf(tx, userId);
  const after = contactAfter(kept, sent);
  const missing = missingContact(after, kept.mobileAsk);
  if (Object.keys(missing).length > 0) {
    const fields = Object.fromEntries(
      Object.entries(missing).map(([box, words]) => [`contact.${box}`, words]),
    );
    throw new AppError('booking/contact-needed', contactNeededSentence(missing), fields);
  }
  if (after.name !== kept.name || after.mobile !== kept.mobile) {
    await saveContact(tx, userId, after);
  }
}

/** What the account page and the booking page show. */
export async function accountContact(sql: Sql, userId: string): Promise<AccountContact> {
  const { name, mobile, mobileAsk } = await contactOf(sql, userId);
  return { name, mobile, mobileAsk };
}

/** The account page's save: the name, and the mobile or none. */
export async function changeContact(
  sql: Sql,
  userId: string,
  contact: Contact,
): Promise<AccountContact> {
  await saveContact(sql, userId, contact);
  return accountContact(sql, userId);
}
