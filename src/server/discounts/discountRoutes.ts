import { bookingsApi } from '../../contract/api/bookings';
import type { AppContext } from '../context/appContext';
import type { Router } from '../http/endpoints';
import { AppError } from '../http/errors';
import { readPublicPark } from '../park/parkSql';
import { findUsableDiscount } from './discountsSql';
import { countDiscountTry } from './discountTries';

/** The booking page's "Apply Discount" (signed in). */
export function registerDiscountRoutes(
  router: Router,
  deps: Pick<AppContext, 'db' | 'clock'>,
): void {
  router.serve(bookingsApi.discountCheck, async (request) => {
    const { code } = request.query;
    await countDiscountTry(deps, request, request.user.id);
    const park = await readPublicPark(deps.db);
    const discount =
      park.flags.discountsEnabled && code !== '' ? await findUsableDiscount(deps.db, code) : null;
    if (!discount) throw new AppError('booking/invalid-discount');
    return { code, percent: discount.percent };
  });
}
