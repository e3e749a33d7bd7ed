import type { FastifyRequest } from 'fastify';
import type { AppContext } from '../context/appContext';
import { clientKey, enforceLimit, LIMITS } from '../limits/limits';

/**
 * Every discount code tried counts, per account and per address, so the live codes can't be
 * found by guessing; the check and Book Now with a code both try one.
 */
export async function countDiscountTry(
  deps: Pick<AppContext, 'db' | 'clock'>,
  request: FastifyRequest,
  userId: string,
): Promise<void> {
  await enforceLimit(deps.db, deps.clock, LIMITS.discountChecksPerAddress, clientKey(request));
  await enforceLimit(deps.db, deps.clock, LIMITS.discountChecksPerAccount, userId);
}
