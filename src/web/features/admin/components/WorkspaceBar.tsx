import { dayAndDateInWords } from '../../../../domain/calendar';
import { useParkData } from '../../../api/park';
import { useParkClock } from '../../../lib/useParkClock';
import { useCodes } from '../api/adminApi';
import styles from './WorkspaceBar.module.css';

/** What staff glance at all day, whichever tab is open: where, which day, the gate code. */
export function WorkspaceBar() {
  const { park } = useParkData();
  const { today } = useParkClock();
  const codes = useCodes();
  const code = codes.data?.today?.code;
  return (
    <div className={styles.bar}>
      <h1 className={styles.title}>Admin</h1>
      <p className={styles.facts}>
        <span>{park.name}</span>
        <span>{dayAndDateInWords(today)}</span>
        <span>
          Gate code today:{' '}
          <strong className={styles.code}>{code ?? (codes.isPending ? '…' : 'N/A')}</strong>
        </span>
      </p>
    </div>
  );
}
