import { type FormEvent, useEffect, useRef, useState } from 'react';
import type { AccountContact, BookingContactInput } from '../../../../contract/contact';
import type { RulesStanding } from '../../../../domain/bookingConsent';
import { contactToAsk } from '../../../../domain/contact';
import { ContactFields } from '../../../components/ContactFields';
import { Modal, ModalActions } from '../../../components/Modal';
import { RulesConsent } from '../../../components/RulesConsent';
import { useContactBoxes } from '../../../components/useContactBoxes';
import styles from './booking.module.css';

const TICK_FIRST = 'Tick the box to agree to the site rules';

interface Rules {
  standing: RulesStanding;
  ticked: boolean;
  onTicked: (ticked: boolean) => void;
}

interface Props {
  open: boolean;
  onClose: () => void;
  /** The booking in one line, so the sheet says what it is for. */
  choiceLine: string;
  rules: Rules;
  /** The name and mobile the account keeps, and how the park asks for a mobile. */
  contact: AccountContact;
  /** What the last button does: 'Pay by card' or 'Book with your pass'. */
  goLabel: string;
  /** Books, with the name and mobile typed when they were asked. */
  onGo: (contact: BookingContactInput | undefined) => void;
}

/** Whether Book Now must ask anything before booking: the rules' tick, a name or a mobile. */
export function sheetNeeded(
  rules: { standing: RulesStanding; ticked: boolean },
  contact: AccountContact,
) {
  const asked = contactToAsk(contact, contact.mobileAsk);
  return (rules.standing !== 'accepted' && !rules.ticked) || asked.name || asked.mobile;
}

/**
 * What Book Now still needs before the booking is made (decisions 118 and 122): the customer's
 * name and mobile at their first booking, and the site rules' tick on a first booking or after
 * the owner changed them. It opens only when something is needed, so a regular goes straight
 * from Book Now to paying. Every problem shows beside its box at once.
 */
export function BookingSheet({ open, onClose, choiceLine, rules, contact, goLabel, onGo }: Props) {
  const boxes = useContactBoxes(contact);
  const [tried, setTried] = useState(0);
  const form = useRef<HTMLFormElement>(null);
  const untickedRules = rules.standing !== 'accepted' && !rules.ticked;

  // Each press that finds a problem takes the focus to the first box that has one.
  useEffect(() => {
    if (tried) form.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
  }, [tried]);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const boxesRight = boxes.check();
    if (untickedRules || !boxesRight) {
      setTried((count) => count + 1);
      return;
    }
    onGo(boxes.toSend());
  };

  return (
    <Modal open={open} title="Before you book" onClose={onClose}>
      <form ref={form} onSubmit={submit} noValidate className={styles.sheet}>
        <p className={styles.sheetChoice}>{choiceLine}</p>
        <ContactFields {...boxes.fields} />
        <RulesConsent
          standing={rules.standing}
          ticked={rules.ticked}
          onTicked={rules.onTicked}
          error={tried && untickedRules ? TICK_FIRST : null}
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
