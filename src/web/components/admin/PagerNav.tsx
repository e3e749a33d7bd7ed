import styles from './admin.module.css';

interface Props {
  /** Names the list: 'Pages of users'. */
  label: string;
  /** Where the page shown sits in the list: 'Users 26–50 of 3,102'. */
  place: string;
  busy: boolean;
  onPrevious: (() => void) | null;
  onNext: (() => void) | null;
}

/** Where the page shown sits in a list read by cursor, and the way to the pages either side. */
export function PagerNav({ label, place, busy, onPrevious, onNext }: Props) {
  return (
    <nav className={styles.toolbar} aria-label={label}>
      <p role="status">{place}</p>
      {onPrevious && (
        <button type="button" className="button button--quiet" disabled={busy} onClick={onPrevious}>
          Previous
        </button>
      )}
      {onNext && (
        <button type="button" className="button button--quiet" disabled={busy} onClick={onNext}>
          Next
        </button>
      )}
    </nav>
  );
}
