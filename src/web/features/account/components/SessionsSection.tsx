import { type ReactNode, useState } from 'react';
import type { AccountSession } from '../../../../contract/account';
import { usePark } from '../../../api/park';
import { FormError, FormSuccess, formStyles } from '../../../components/Field';
import { QueryWaiting } from '../../../components/PageState';
import { failureMessage } from '../../../lib/apiErrors';
import { useAccountSessions, useEndSessions } from '../api/sessionsApi';
import { AccountSection } from './AccountSection';
import styles from './account.module.css';

function useWhen(): (iso: string) => string {
  const timeZone = usePark().data?.park.timeZone ?? 'Europe/London';
  const format = new Intl.DateTimeFormat('en-GB', {
    dateStyle: 'medium',
    timeStyle: 'short',
    timeZone,
  });
  return (iso) => format.format(new Date(iso));
}

function signedOutNews(count: number): string {
  if (count === 0) return 'There were no other sessions to sign out.';
  return count === 1 ? 'Signed out 1 session.' : `Signed out ${count} sessions.`;
}

function SessionRow({
  session,
  busy,
  onEnd,
}: {
  session: AccountSession;
  busy: boolean;
  onEnd: (id: string) => void;
}) {
  const when = useWhen();
  return (
    <li className={styles.session}>
      <div>
        <p className={styles.device}>
          {session.device}
          {session.current && ' (this browser)'}
        </p>
        <p className={styles.muted}>
          Last used {when(session.lastSeenAt)} · signed in {when(session.createdAt)}
        </p>
      </div>
      {!session.current && (
        <button
          type="button"
          className="button button--quiet button--small"
          disabled={busy}
          onClick={() => onEnd(session.id)}
        >
          Sign out{' '}
          <span className="visually-hidden">
            {session.device}, last used {when(session.lastSeenAt)}
          </span>
        </button>
      )}
    </li>
  );
}

/** Where the account is signed in, with a way to end any session but this one. */
export function SessionsSection() {
  const sessions = useAccountSessions();
  const end = useEndSessions();
  const [news, setNews] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);

  const endSessions = (id: string | null) => {
    setNews(null);
    setError(null);
    end.mutate(id, {
      onSuccess: ({ signedOut }) => setNews(signedOutNews(signedOut)),
      onError: (failure) =>
        setError(failureMessage(failure, 'That could not be signed out. Please try again.')),
    });
  };

  let list: ReactNode;
  if (!sessions.isSuccess)
    list = (
      <QueryWaiting
        query={sessions}
        loading="Loading where you are signed in…"
        failed="We can't load your sessions right now."
        lines={2}
      />
    );
  else {
    const others = sessions.data.sessions.filter((session) => !session.current).length;
    list = (
      <>
        <ul className={styles.sessions}>
          {sessions.data.sessions.map((session) => (
            <SessionRow
              key={session.id}
              session={session}
              busy={end.isPending}
              onEnd={endSessions}
            />
          ))}
        </ul>
        {others > 0 && (
          <div className={formStyles.actions}>
            <button
              type="button"
              className="button button--quiet"
              disabled={end.isPending}
              onClick={() => endSessions(null)}
            >
              Sign out everywhere else
            </button>
          </div>
        )}
      </>
    );
  }

  return (
    <AccountSection title="Where you are signed in" anchor="sessions">
      <div className={styles.stack}>
        <p>
          Each browser or phone signed in to your account. Sign out any you do not know or no longer
          use.
        </p>
        {list}
        <FormSuccess message={news} />
        <FormError message={error} />
      </div>
    </AccountSection>
  );
}
