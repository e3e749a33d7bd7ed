import type { FormEvent, ReactNode } from 'react';
import type { AdminSettings, SettingsSection } from '../../../../contract/settings';
import { useParkData } from '../../../api/park';
import { FormError, formStyles } from '../../../components/Field';
import { shortDate } from '../../../lib/formats';
import styles from './settings.module.css';
import type { SectionForm } from './useSectionForm';

/** What the frame needs of a section's form, whatever its draft. */
type FrameForm = Pick<
  SectionForm<SettingsSection, unknown>,
  'errors' | 'failure' | 'outside' | 'done' | 'saving' | 'submit' | 'confirm' | 'keepEditing'
>;

function LastChanged({ change }: { change: AdminSettings['changed'][SettingsSection] }) {
  const { park } = useParkData();
  if (!change) return <p className={styles.changed}>Not changed since the park was set up.</p>;
  // In the park's time, whatever the phone's.
  const changedTime = new Intl.DateTimeFormat('en-GB', {
    timeZone: park.timeZone,
    day: 'numeric',
    month: 'short',
    year: 'numeric',
    hour: '2-digit',
    minute: '2-digit',
  });
  return (
    <p className={styles.changed}>
      Last changed {changedTime.format(new Date(change.at))} by {change.by}
    </p>
  );
}

/** Bookings already made that new hours would leave outside: they stay, once confirmed. */
function OutsideHoursQuestion({ form }: { form: FrameForm }) {
  if (!form.outside) return null;
  return (
    <div className={styles.question} role="alert">
      <p>
        {form.outside.length === 1 ? 'This booking' : `These ${form.outside.length} bookings`} would
        fall outside the new hours. Saving keeps {form.outside.length === 1 ? 'it' : 'them'}: no
        booking is cancelled.
      </p>
      <ul>
        {form.outside.map((booking) => (
          <li key={booking.id}>
            {shortDate(booking.date)} {booking.time} ({booking.minutes} min), {booking.who}
          </li>
        ))}
      </ul>
      <div className={formStyles.actions}>
        <button type="button" className="button" onClick={form.confirm} disabled={form.saving}>
          Save and keep these bookings
        </button>
        <button type="button" className="button button--quiet" onClick={form.keepEditing}>
          Keep editing
        </button>
      </div>
    </div>
  );
}

// On a phone the Save button is far below the field in question.
const NOT_SAVED = 'Nothing was saved: put right what is marked above.';

interface Props<S extends SettingsSection> {
  title: string;
  section: S;
  form: FrameForm;
  changed: AdminSettings['changed'];
  children: ReactNode;
}

/** A section of the Settings tab: its heading, last change, fields and its own Save. */
export function SettingsSectionFrame<S extends SettingsSection>({
  title,
  section,
  form,
  changed,
  children,
}: Props<S>) {
  const submit = (event: FormEvent) => {
    event.preventDefault();
    form.submit();
  };
  const headingId = `settings-${section}`;
  const anyErrors = Object.keys(form.errors).some((path) => path !== '_');
  return (
    <section className={styles.section} aria-labelledby={headingId}>
      <h2 id={headingId}>{title}</h2>
      <LastChanged change={changed[section]} />
      <form className={styles.form} onSubmit={submit} noValidate>
        {children}
        <FormError message={form.errors._ ?? null} />
        <FormError message={anyErrors ? NOT_SAVED : null} />
        <FormError message={form.failure} />
        <OutsideHoursQuestion form={form} />
        <div className={formStyles.actions}>
          <button type="submit" className="button" disabled={form.saving}>
            Save {title.toLowerCase()}
          </button>
          {form.done && (
            <p className={formStyles.note} role="status">
              Saved.
            </p>
          )}
        </div>
      </form>
    </section>
  );
}
