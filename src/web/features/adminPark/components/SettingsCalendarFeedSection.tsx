import { useId, useState } from 'react';
import { FormError, formStyles } from '../../../components/Field';
import { useCalendarFeed, useMakeCalendarFeed } from '../api/calendarFeedApi';
import styles from './settings.module.css';

/** The address, a way to copy it, and a new one on request (asked first when one exists). */
function FeedAddress({ url }: { url: string | null }) {
  const make = useMakeCalendarFeed();
  const inputId = useId();
  const [asking, setAsking] = useState(false);
  const [done, setDone] = useState<'made' | 'replaced' | 'copied' | null>(null);

  const makeAddress = () => {
    setAsking(false);
    setDone(null);
    make.mutate(undefined, { onSuccess: () => setDone(url ? 'replaced' : 'made') });
  };
  const copy = () => {
    if (!url) return;
    navigator.clipboard?.writeText(url).then(
      () => setDone('copied'),
      () => {},
    );
  };

  return (
    <div className={styles.form}>
      {url ? (
        <div className={formStyles.field}>
          <label htmlFor={inputId}>Feed address</label>
          <input
            id={inputId}
            type="text"
            readOnly
            value={url}
            spellCheck={false}
            onFocus={(event) => event.target.select()}
          />
        </div>
      ) : (
        <p className={styles.note}>There is no feed address yet.</p>
      )}
      <FormError message={make.error ? make.error.message : null} />
      {asking ? (
        <div className={styles.question} role="alert">
          <p>
            Calendars subscribed to the address you have now will stop getting bookings. Make a new
            address?
          </p>
          <div className={formStyles.actions}>
            <button
              type="button"
              className="button"
              onClick={makeAddress}
              disabled={make.isPending}
            >
              Make a new address
            </button>
            <button type="button" className="button button--quiet" onClick={() => setAsking(false)}>
              Keep this address
            </button>
          </div>
        </div>
      ) : (
        <div className={formStyles.actions}>
          {url && (
            <button type="button" className="button button--quiet" onClick={copy}>
              Copy the address
            </button>
          )}
          <button
            type="button"
            className="button"
            disabled={make.isPending}
            onClick={url ? () => setAsking(true) : makeAddress}
          >
            {url ? 'Make a new address' : 'Make an address'}
          </button>
          {done && (
            <p className={formStyles.note} role="status">
              {done === 'copied'
                ? 'Copied.'
                : done === 'made'
                  ? 'The address is ready.'
                  : 'A new address is ready: the one before it no longer works.'}
            </p>
          )}
        </div>
      )}
    </div>
  );
}

/**
 * The owner's private calendar feed: every booking to come, in a phone's calendar, from a
 * secret address (a phone can't sign in). Super admins only, like the rest of Settings.
 */
export function SettingsCalendarFeedSection() {
  const feed = useCalendarFeed();
  return (
    <section className={styles.section} aria-labelledby="settings-calendar-feed">
      <h2 id="settings-calendar-feed">Calendar feed</h2>
      <p className={styles.changed}>
        Every booking to come, in your phone's calendar: subscribe to this private address (on an
        iPhone, Settings › Calendar › Accounts › Add Subscribed Calendar; in Google Calendar, Other
        calendars › From URL). Anyone with the address can see the bookings, so keep it to yourself;
        if it gets out, make a new one.
      </p>
      {feed.isPending ? (
        <p>Loading the calendar feed…</p>
      ) : feed.isError ? (
        <p>We can't load the calendar feed right now.</p>
      ) : (
        <FeedAddress url={feed.data.url} />
      )}
    </section>
  );
}
