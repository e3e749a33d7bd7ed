import { type BadgeFacts, bookingBadges } from '../../../domain/bookingBadges';
import styles from './StatusBadges.module.css';

/** A booking's state as badges; screen readers hear them as a short list after "Status". */
export function StatusBadges(facts: BadgeFacts) {
  return (
    <ul className={styles.badges} aria-label="Status">
      {bookingBadges(facts).map((badge) => (
        <li key={badge.kind} className={`${styles.badge} ${styles[badge.kind]}`}>
          {badge.label}
        </li>
      ))}
    </ul>
  );
}
