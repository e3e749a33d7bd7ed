import type { Attention } from '../../contract/attention';
import { countAccessProblems } from '../access/accessProblemsSql';
import type { AppContext } from '../context/appContext';
import { countEmailProblems } from '../email/emailProblemsSql';
import { countUnpaidHolds } from './attentionSql';

/**
 * The counts the admin page's navigation shows on its places (decision 124), each counted as
 * its place lists it, at one instant.
 */
export async function attention(deps: Pick<AppContext, 'db' | 'clock'>): Promise<Attention> {
  const now = deps.clock.now();
  const [unpaidHolds, emailProblems, accessProblems] = await Promise.all([
    countUnpaidHolds(deps.db, now),
    countEmailProblems(deps.db, now),
    countAccessProblems(deps.db, now),
  ]);
  return { unpaidHolds, emailProblems, accessProblems };
}
