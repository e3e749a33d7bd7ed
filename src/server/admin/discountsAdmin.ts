import type { AddDiscountRequest } from '../../contract/admin';
import { type Actor, audit } from '../audit/auditSql';
import type { Database } from '../db/database';
import { insertDiscount, setDiscountActiveRow } from '../discounts/discountsSql';
import { AppError } from '../http/errors';

/** Codes are stored in capitals, so 'spring' and 'SPRING' are the same code and can't both exist. */
export async function addDiscount(
  db: Database,
  actor: Actor,
  discount: AddDiscountRequest,
  now: Date,
): Promise<{ id: number }> {
  return db.transaction(async (tx) => {
    const added = await insertDiscount(tx, discount, now);
    if (!added) {
      throw new AppError('admin/code-taken', undefined, {
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
  actor: Actor,
  id: number,
  active: boolean,
  now: Date,
): Promise<void> {
  await db.transaction(async (tx) => {
    const code = await setDiscountActiveRow(tx, id, active);
    if (!code) throw new AppError('admin/no-such-discount');
    await audit(tx, actor, active ? 'discount switched on' : 'discount switched off', code, now);
  });
}
