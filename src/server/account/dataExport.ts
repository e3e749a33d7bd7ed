import type { DataExport } from '../../contract/account';
import { deepWithoutLinkSecrets } from '../../domain/linkSecrets';
import { describeDevice } from '../../domain/userAgent';
import type { AppContext } from '../context/appContext';
import { AppError } from '../http/errors';
import { placesForExport } from '../waitlist/placeListsSql';
import {
  bookingsOf,
  emailsOf,
  passesOf,
  paymentsOf,
  profileOf,
  refundsOf,
  sessionsOf,
} from './dataExportSql';

/**
 * Everything kept about the account, for its owner (UK GDPR's right of access): read in one
 * transaction, so the bookings, payments and e-mails agree with each other. No link that acts
 * for its holder leaves in it (domain/linkSecrets.ts): a copy of the verification e-mail must
 * not verify an address its reader does not own.
 */
export async function dataExport(
  deps: Pick<AppContext, 'db' | 'clock'>,
  userId: string,
): Promise<DataExport> {
  return deepWithoutLinkSecrets(await everythingOf(deps, userId));
}

async function everythingOf(
  deps: Pick<AppContext, 'db' | 'clock'>,
  userId: string,
): Promise<DataExport> {
  const now = deps.clock.now();
  return deps.db.transaction(async (tx) => {
    const profile = await profileOf(tx, userId);
    if (!profile) throw new AppError('auth/unauthenticated');
    const emails = await emailsOf(tx, userId);
    const sessions = await sessionsOf(tx, userId, now);
    return {
      exportedAt: now.toISOString(),
      profile: {
        email: profile.email,
        role: profile.role,
        createdAt: profile.created_at.toISOString(),
        emailVerified: profile.email_verified,
        twoFactor: profile.two_factor,
        testAccount: profile.is_test,
        name: profile.contact_name,
        mobile: profile.mobile,
        dogNames: profile.dog_names,
        siteRulesAccepted:
          profile.rules_accepted_version !== null && profile.rules_accepted_at
            ? {
                version: profile.rules_accepted_version,
                at: profile.rules_accepted_at.toISOString(),
              }
            : null,
      },
      bookings: await bookingsOf(tx, userId),
      payments: await paymentsOf(tx, userId),
      refunds: await refundsOf(tx, userId),
      passes: await passesOf(tx, userId),
      waitlist: await placesForExport(tx, userId),
      emails: emails.map((email) => ({
        to: email.to_address,
        subject: email.subject,
        text: email.text,
        status: email.status,
        createdAt: email.created_at.toISOString(),
        sentAt: email.sent_at?.toISOString() ?? null,
      })),
      sessions: sessions.map((session) => ({
        device: describeDevice(session.user_agent),
        createdAt: session.created_at.toISOString(),
        lastSeenAt: session.last_seen_at.toISOString(),
      })),
    };
  });
}
