import { randomBytes } from 'node:crypto';
import type { Database } from '../db/database';

/** The signing key, shared by every instance through the database, made on first start. */
export async function loadDeviceKey(db: Database): Promise<Buffer> {
  await db.query(
    `insert into app_secrets (name, value) values ('device-cookie', $1) on conflict (name) do nothing`,
    [randomBytes(32).toString('base64url')],
  );
  const [row] = await db.query<{ value: string }>(
    `select value from app_secrets where name = 'device-cookie'`,
  );
  if (!row) throw new Error('the device cookie key is missing');
  return Buffer.from(row.value, 'base64url');
}
