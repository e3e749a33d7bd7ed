import type { Contact, MobileAsk } from '../../domain/contact';
import type { Sql } from '../db/database';

/**
 * The name and mobile the account keeps (none for an account made before they were asked), and
 * whether the park asks for a mobile: one read, as every Book Now makes it.
 */
export async function contactOf(
  sql: Sql,
  userId: string,
): Promise<Contact & { mobileAsk: MobileAsk }> {
  const [row] = await sql.query<Contact & { mobileAsk: MobileAsk }>(
    `select u.contact_name as name, u.mobile, s.mobile_ask as "mobileAsk"
       from park_settings s left join users u on u.id = $1
      where s.id = 1`,
    [userId],
  );
  if (!row) throw new Error('park_settings has no row: the migrations did not run');
  return row;
}

export async function saveContact(sql: Sql, userId: string, contact: Contact): Promise<void> {
  await sql.query('update users set contact_name = $2, mobile = $3 where id = $1', [
    userId,
    contact.name,
    contact.mobile,
  ]);
}
