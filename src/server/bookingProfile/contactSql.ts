import type { Contact, MobileAsk } from '../../domain/contact';
import type { Sql } from '../db/database';

/** The name and mobile the account keeps (none for an account made before they were asked). */
export async function contactOf(sql: Sql, userId: string): Promise<Contact> {
  const [row] = await sql.query<Contact>(
    'select contact_name as name, mobile from users where id = $1',
    [userId],
  );
  return row ?? { name: null, mobile: null };
}

export async function saveContact(sql: Sql, userId: string, contact: Contact): Promise<void> {
  await sql.query('update users set contact_name = $2, mobile = $3 where id = $1', [
    userId,
    contact.name,
    contact.mobile,
  ]);
}

/** The owner's choice in Settings → Features. */
export async function mobileAskOf(sql: Sql): Promise<MobileAsk> {
  const [row] = await sql.query<{ mobile_ask: MobileAsk }>(
    'select mobile_ask from park_settings where id = 1',
  );
  if (!row) throw new Error('park_settings has no row: the migrations did not run');
  return row.mobile_ask;
}
