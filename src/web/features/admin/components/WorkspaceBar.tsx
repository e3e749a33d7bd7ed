import { dayAndDateInWords } from '../../../../domain/calendar';
import { useToday } from '../../../api/admin/workspaceApi';
import { useParkData } from '../../../api/park';
import { useParkClock } from '../../../lib/useParkClock';
import styles from './WorkspaceBar.module.css';

/** What staff glance at all day, whichever tab is open: where, which day, the gate code. */
export function WorkspaceBar() {
  const { park } = useParkData();
  const { today } = useParkClock();
  // The Today tab's own answer: one request serves both, and it follows the clock.
  const day = useToday();
  const code = day.data?.gateCode;
  // With several fields each gate has its own code (decision 114).
  const lanes = day.data?.lanes ?? [];
  return (
    <div className={styles.bar}>
      <h1 className={styles.title}>Admin</h1>
      <p className={styles.facts}>
        <span>{park.name}</span>
        <span>{dayAndDateInWords(today)}</span>
        {lanes.length > 1 ? (
          <span>
            Gate codes today:{' '}
            {lanes.map((lane, index) => (
              <span key={lane.fieldId}>
                {index > 0 && ', '}
                {lane.name} <strong className={styles.code}>{lane.gateCode}</strong>
              </span>
            ))}
          </span>
        ) : (
          <span>
            Gate code today:{' '}
            <strong className={styles.code}>{code ?? (day.isPending ? '…' : 'N/A')}</strong>
          </span>
        )}
      </p>
    </div>
  );
}
