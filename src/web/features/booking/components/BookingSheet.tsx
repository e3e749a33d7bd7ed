import { type FormEvent, useState } from 'react';
import type { RulesStanding } from '../../../../domain/bookingConsent';
import { Modal, ModalActions } from '../../../components/Modal';
import { RulesConsent } from '../../../components/RulesConsent';
import styles from './booking.module.css';

const TICK_FIRST = 'Tick the box to agree to the site rules';

interface Props {
  open: boolean;
  onClose: () => void;
  /** The booking in one line, so the sheet says what it is for. */
  choiceLine: string;
  rules: { standing: RulesStanding; ticked: boolean; onTicked: (ticked: boolean) => void };
  /** What the last button does: 'Pay by card' or 'Book with your pass'. */
  goLabel: string;
  onGo: () => void;
}

/**
 * What Book Now still needs before the booking is made (decision 122): the site rules' tick on a
 * first booking or after the owner changed them. It opens only when something is needed, so a
 * regular goes straight from Book Now to paying.
 */
export function BookingSheet({ open, onClose, choiceLine, rules, goLabel, onGo }: Props) {
  const [tried, setTried] = useState(false);
  const missing = rules.standing !== 'accepted' && !rules.ticked;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setTried(true);
    if (missing) return;
    onGo();
  };

  return (
    <Modal open={open} title="Before you book" onClose={onClose}>
      <form onSubmit={submit} noValidate className={styles.sheet}>
        <p className={styles.sheetChoice}>{choiceLine}</p>
        <RulesConsent
          standing={rules.standing}
          ticked={rules.ticked}
          onTicked={rules.onTicked}
          error={tried && missing ? TICK_FIRST : null}
        />
        <ModalActions>
          <button type="submit" className="button">
            {goLabel}
          </button>
          <button type="button" className="button button--quiet" onClick={onClose}>
            Not now
          </button>
        </ModalActions>
      </form>
    </Modal>
  );
}

/** Whether Book Now must ask anything before booking. */
export function sheetNeeded(rules: { standing: RulesStanding | undefined; ticked: boolean }) {
  return rules.standing !== undefined && rules.standing !== 'accepted' && !rules.ticked;
}
