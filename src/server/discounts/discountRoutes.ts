import { discountCheckQuerySchema, discountCheckResponseSchema } from '../../contract/bookings';
import type { Clock } from '../clock';
import type { Database } from '../db/database';
import { AppError } from '../http/errors';
import type { Api } from '../http/scopes';
import { readPublicPark } from '../park/parkSql';
import { findUsableDiscount } from './discountsSql';
import { countDiscountTry } from './discountTries';

/** The booking page's "Apply Discount" (signed-in scope). */
export function registerDiscountRoutes(scope: Api, deps: { db: Database; clock: Clock }): void {
  scope.get(
    '/api/discounts/check',
    {
      schema: {
        querystring: discountCheckQuerySchema,
        response: { 200: discountCheckResponseSchema },
      },
    },
    async (request) => {
      const { code } = request.query;
      await countDiscountTry(deps, request, request.user.id);
      const park = await readPublicPark(deps.db);
      const discount =
        park.flags.discountsEnabled && code !== '' ? await findUsableDiscount(deps.db, code) : null;
      if (!discount) throw new AppError('booking/invalid-discount');
      return { code, percent: discount.percent };
    },
  );
}
