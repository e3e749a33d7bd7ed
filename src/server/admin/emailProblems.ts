import type { EmailProblem, EmailProblems } from '../../contract/emailProblems';
import { type Actor, audit } from '../audit/auditSql';
import type { AppContext } from '../context/appContext';
import { listEmailProblems, retryEmail } from '../email/emailProblemsSql';
import { AppError } from '../http/errors';

/** The list shows this many, newest first; the rest are counted. */
export const EMAIL_PROBLEMS_SHOWN = 50;

export function emailProblems(
  deps: Pick<AppContext, 'db' | 'clock' | 'outbox'>,
): Promise<EmailProblems> {
  return listEmailProblems(deps.db, deps.clock.now(), EMAIL_PROBLEMS_SHOWN);
}

/** Sends an e-mail again at once, noted in Activity (and on its booking, if it has one). */
export async function retryEmailNow(
  deps: Pick<AppContext, 'db' | 'clock' | 'outbox'>,
  actor: Actor,
  id: number,
): Promise<EmailProblem> {
  const retried = await deps.db.transaction(async (tx) => {
    const now = deps.clock.now();
    const outcome = await retryEmail(tx, id, now);
    if ('refused' in outcome) throw new AppError(`admin/${outcome.refused}`);
    const { retried: email, bookingId } = outcome;
    const after = email.error ? ` after "${email.error}"` : '';
    await audit(
      tx,
      actor,
      'e-mail retried',
      `${email.subject} to ${email.to} (e-mail ${email.id}, ${email.attempts} attempts${after})`,
      now,
      bookingId,
    );
    return email;
  });
  deps.outbox.wake();
  return retried;
}
