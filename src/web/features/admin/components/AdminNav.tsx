import { type KeyboardEvent, useId, useRef, useState } from 'react';
import { Link } from 'react-router';
import type { Attention } from '../../../../contract/attention';
import { pagePaths } from '../../../../contract/routes';
import styles from './AdminNav.module.css';
import { type AdminPlace, type AdminPlaceGroup, attentionAt, needAttention } from './adminPlaces';

interface Props {
  groups: readonly AdminPlaceGroup[];
  current: AdminPlace;
  counts: Attention | undefined;
}

/**
 * A count on an entry, heard right after the place's name: inside the same inline text, for a
 * flex item of its own would be read with a space before its comma.
 */
function AttentionWords({ count }: { count: number }) {
  if (count === 0) return null;
  return <span className="visually-hidden">, {needAttention(count)}</span>;
}

/** The same count, seen as a number at the entry's end. */
function AttentionBadge({ count }: { count: number }) {
  if (count === 0) return null;
  return (
    <span className={styles.count} aria-hidden="true">
      {count}
    </span>
  );
}

/**
 * The admin page's places, grouped (decision 124). On a wide screen a side navigation with every
 * place in sight; on a narrow one a single button naming the current place, which opens the
 * same grouped list: any place is then two taps from any other. Each entry is a link to the
 * place's own address, so the browser's back button goes back to the place before.
 */
export function AdminNav({ groups, current, counts }: Props) {
  const base = useId();
  const [open, setOpen] = useState(false);
  const button = useRef<HTMLButtonElement>(null);
  const total = groups
    .flatMap((group) => group.places)
    .reduce((sum, place) => sum + attentionAt(place, counts), 0);

  const close = () => {
    if (!open) return;
    setOpen(false);
    button.current?.focus();
  };
  const closeOnEscape = (event: KeyboardEvent) => {
    if (event.key === 'Escape' && open) {
      event.preventDefault();
      close();
    }
  };

  return (
    <nav aria-label="Admin places" className={styles.nav} onKeyDown={closeOnEscape}>
      <button
        ref={button}
        type="button"
        className={styles.menuButton}
        aria-expanded={open}
        aria-controls={`${base}-places`}
        onClick={() => setOpen(!open)}
      >
        <span>
          Places: <strong>{current.label}</strong>
          <AttentionWords count={total} />
        </span>
        <AttentionBadge count={total} />
        <span className={styles.chevron} aria-hidden="true" />
      </button>
      <div
        id={`${base}-places`}
        className={open ? `${styles.places} ${styles.open}` : styles.places}
      >
        {groups.map((group, index) => (
          <div key={group.label} className={styles.group}>
            <h2 id={`${base}-group-${index}`} className={styles.heading}>
              {group.label}
            </h2>
            <ul aria-labelledby={`${base}-group-${index}`} className={styles.list}>
              {group.places.map((place) => (
                <li key={place.id}>
                  <Link
                    to={`${pagePaths.admin}?tab=${place.id}`}
                    aria-current={place.id === current.id ? 'page' : undefined}
                    className={styles.entry}
                    onClick={close}
                  >
                    <span className={styles.label}>
                      {place.label}
                      <AttentionWords count={attentionAt(place, counts)} />
                    </span>
                    <AttentionBadge count={attentionAt(place, counts)} />
                  </Link>
                </li>
              ))}
            </ul>
          </div>
        ))}
      </div>
    </nav>
  );
}
