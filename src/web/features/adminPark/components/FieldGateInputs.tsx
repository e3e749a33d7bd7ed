import { useId } from 'react';
import type { LockChoice, LockList } from '../../../../contract/locks';
import type { AccessKind } from '../../../../contract/parkFields';
import { formStyles } from '../../../components/Field';
import { failureMessage } from '../../../lib/apiErrors';
import { useLocks } from '../api/locksApi';
import type { AccessDraft } from './fieldDraft';
import styles from './settings.module.css';
import type { FieldForm } from './useFieldForm';
import { errorAt } from './useSectionForm';

const KINDS: { kind: AccessKind; label: string }[] = [
  { kind: 'week', label: 'A code for each week of the month (as on the Codes tab)' },
  { kind: 'day', label: 'A code for each day' },
  { kind: 'lock', label: "Each booking's own code from a smart lock" },
];

export const NOT_CONNECTED = 'Set SEAM_API_KEY on the server to connect your locks through Seam.';

/** A lock as its option reads: its name, and whether Seam can reach it now. */
const lockLabel = (lock: LockChoice) => (lock.online ? lock.name : `${lock.name} (offline)`);

/** A hint, or a refusal, under a box, with the id that ties it to the box. */
function Under({ id, text, error }: { id: string; text: string | null; error?: boolean }) {
  if (!text) return null;
  return (
    <p id={id} className={error ? formStyles.error : formStyles.hint}>
      {text}
    </p>
  );
}

const describedBy = (...ids: (string | false | null | undefined)[]) =>
  ids.filter(Boolean).join(' ') || undefined;

/**
 * A number of minutes read as part of a sentence: "Code works until [10] minutes after the
 * booking ends". The label holds the whole sentence, so the box is named by it.
 */
function MinutesInSentence({
  before,
  after,
  value,
  onChange,
  hint,
  error,
}: {
  before: string;
  after: string;
  value: string;
  onChange: (value: string) => void;
  hint?: string;
  error: string | null;
}) {
  const id = useId();
  return (
    <div className={formStyles.field}>
      <label className={styles.sentence}>
        <span>{before}</span>{' '}
        <input
          inputMode="numeric"
          value={value}
          onChange={(event) => onChange(event.target.value)}
          aria-describedby={describedBy(hint && `${id}-hint`, error && `${id}-error`)}
          aria-invalid={error ? true : undefined}
        />{' '}
        <span>{after}</span>
      </label>
      <Under id={`${id}-hint`} text={hint ?? null} />
      <Under id={`${id}-error`} text={error} error />
    </div>
  );
}

/** The choice of lock: the workspace's locks by name, and the one saved even if not listed now. */
function LockSelect({
  list,
  loading,
  loadFailure,
  access,
  onChange,
  error,
}: {
  list: LockList | undefined;
  loading: boolean;
  loadFailure: string | null;
  access: AccessDraft;
  onChange: (lockDeviceId: string) => void;
  error: string | null;
}) {
  const id = useId();
  const locks = list?.locks ?? [];
  const saved = access.lockDeviceId;
  const unlisted = saved !== '' && !locks.some((lock) => lock.deviceId === saved);
  const note = loading
    ? 'Asking Seam for the locks…'
    : (loadFailure ??
      list?.problem ??
      (list?.connected && locks.length === 0 ? 'Seam lists no locks in the workspace.' : null));
  return (
    <div className={formStyles.field}>
      <label htmlFor={id}>Lock</label>
      <select
        id={id}
        value={saved}
        onChange={(event) => onChange(event.target.value)}
        aria-describedby={describedBy(note && `${id}-note`, error && `${id}-error`)}
        aria-invalid={error ? true : undefined}
      >
        <option value="">Choose a lock</option>
        {locks.map((lock) => (
          <option key={lock.deviceId} value={lock.deviceId}>
            {lockLabel(lock)}
          </option>
        ))}
        {unlisted && <option value={saved}>{`${saved} (not listed by Seam now)`}</option>}
      </select>
      <Under id={`${id}-note`} text={note} />
      <Under id={`${id}-error`} text={error} error />
    </div>
  );
}

/**
 * The field's gate (decision 117): the week's codes, the day's, or each booking's own code
 * from a smart lock through Seam, with the lock and its minutes. Without SEAM_API_KEY on the
 * server the lock cannot be chosen, and it says how to connect.
 */
export function FieldGateInputs({ form }: { form: FieldForm }) {
  const { draft, errors, patch } = form;
  const { access } = draft;
  const name = useId();
  const locks = useLocks();
  const notConnected = locks.data?.connected === false;
  const setAccess = (part: Partial<AccessDraft>) => patch({ access: { ...access, ...part } });
  const lockHintId = `${name}-lock-hint`;
  return (
    <fieldset className={styles.group}>
      <legend>Gate</legend>
      <p className={styles.note}>How customers booked on this field get through its gate.</p>
      {KINDS.map(({ kind, label }) => {
        const lockOff = kind === 'lock' && notConnected && access.kind !== 'lock';
        return (
          <div key={kind} className={styles.check}>
            <input
              id={`${name}-${kind}`}
              type="radio"
              name={name}
              className={styles.tick}
              checked={access.kind === kind}
              disabled={lockOff}
              onChange={() => setAccess({ kind })}
              aria-describedby={kind === 'lock' && notConnected ? lockHintId : undefined}
            />
            <label htmlFor={`${name}-${kind}`}>{label}</label>
            {kind === 'lock' && notConnected && (
              <div className={styles.checkNotes}>
                <Under id={lockHintId} text={NOT_CONNECTED} />
              </div>
            )}
          </div>
        );
      })}
      {errors['access.kind'] && <p className={formStyles.error}>{errors['access.kind']}</p>}
      {access.kind === 'lock' && (
        <>
          <LockSelect
            list={locks.data}
            loading={locks.isPending}
            loadFailure={
              locks.isError ? failureMessage(locks.error, 'The locks could not be listed.') : null
            }
            access={access}
            onChange={(lockDeviceId) => setAccess({ lockDeviceId })}
            error={errorAt(errors, 'access.lockDeviceId')}
          />
          <MinutesInSentence
            before="Code works until"
            after="minutes after the booking ends"
            value={access.minutesAfter}
            onChange={(minutesAfter) => setAccess({ minutesAfter })}
            error={errorAt(errors, 'access.minutesAfter')}
          />
          <MinutesInSentence
            before="Give the day's code instead if a booking's own code is not on the lock"
            after="minutes before it starts"
            value={access.deadlineMinutes}
            onChange={(deadlineMinutes) => setAccess({ deadlineMinutes })}
            hint="The day's code is the one Today shows for this field: set it on the lock as a daily code in the lock maker's app."
            error={errorAt(errors, 'access.deadlineMinutes')}
          />
        </>
      )}
    </fieldset>
  );
}
