import type { AddDiscountRequest, AdminDiscountRow } from '../../contract/admin';
import { audit } from '../audit/auditSql';
import type { SessionUser } from '../auth/sessionsSql';
import type { Database } from '../db/database';
import { insertDiscount } from '../discounts/discountsSql';
import { AppError } from '../errors';

export async function listDiscounts(db: Database): Promise<AdminDiscountRow[]> {
  const rows = await db.query<{
    id: number;
    name: string;
    code: string;
    percent: number;
    usage: number;
    max_usage: number;
    active: boolean;
  }>(
    'select id, name, code, percent, usage, max_usage, active from discounts order by created_at desc, id desc',
  );
  return rows.map((row) => ({
    id: row.id,
    name: row.name,
    code: row.code,
    percent: row.percent,
    usage: row.usage,
    maxUsage: row.max_usage,
    active: row.active,
  }));
}

/** Codes are stored in capitals, so 'spring' and 'SPRING' are the same code and can't both exist. */
export async function addDiscount(
  db: Database,
  actor: SessionUser,
  discount: AddDiscountRequest,
  now: Date,
): Promise<{ id: number }> {
  return db.transaction(async (tx) => {
    const added = await insertDiscount(tx, discount, now);
    if (!added) {
      throw new AppError('admin/code-taken', 409, 'That code already exists', {
        code: 'That code already exists',
      });
    }
    await audit(
      tx,
      actor,
      'discount added',
      `${discount.name} (${discount.code.toUpperCase()}): ${discount.percent}% off, ${discount.maxUsage} uses`,
      now,
    );
    return added;
  });
}

export async function setDiscountActive(
  db: Database,
  actor: SessionUser,
  id: number,
  active: boolean,
  now: Date,
): Promise<void> {
  await db.transaction(async (tx) => {
    const [row] = await tx.query<{ code: string }>(
      'update discounts set active = $2 where id = $1 returning code',
      [id, active],
    );
    if (!row) throw new AppError('admin/no-such-discount', 404, 'There is no such discount.');
    await audit(
      tx,
      actor,
      active ? 'discount switched on' : 'discount switched off',
      row.code,
      now,
    );
  });
}
