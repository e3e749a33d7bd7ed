import { Fragment, type ReactNode } from 'react';
import styles from './CustomerLine.module.css';

/** Who a booking or an account is, as the admin answers say it (decision 125). */
export interface Customer {
  /** The address, or words such as 'Manual Booking' where there is none. */
  who: string;
  customerName: string | null;
  customerMobile: string | null;
}

const isAddress = (text: string) => /^[^\s@]+@[^\s@]+$/.test(text);

/** What a phone dials: the digits, and the + of a country code. */
export const telOf = (mobile: string) => `tel:${mobile.replace(/[^\d+]/g, '')}`;

/** The name where there is one, else the address: a customer in a few words (titles, buttons). */
export const customerLabel = (customer: Customer) => customer.customerName ?? customer.who;

/** An address that may wrap after its @ and after each dot, never inside a word. */
export function Breakable({ text }: { text: string }) {
  const parts = text.split(/(?<=[@.])/);
  return (
    <>
      {parts.map((part, index) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: the parts of one text, never reordered
        <Fragment key={index}>
          {index > 0 && <wbr />}
          {part}
        </Fragment>
      ))}
    </>
  );
}

/**
 * A customer as staff see them everywhere: the name first, then the address as a mail link and
 * the mobile as a tap-to-call link; the address alone (as before names were kept) when there is
 * no name. `afterLabel` leaves out the first part where the caller has said it already (a
 * button naming the booking by `customerLabel`); `links={false}` for a place inside a control;
 * `openAddress` puts the address in the caller's own control (the Users list's button opening
 * the customer) instead of a mail link.
 */
export function CustomerLine({
  customer,
  afterLabel = false,
  links = true,
  openAddress,
}: {
  customer: Customer;
  afterLabel?: boolean;
  links?: boolean;
  openAddress?: (address: ReactNode) => ReactNode;
}) {
  const { who, customerName: name, customerMobile: mobile } = customer;
  const address = isAddress(who);
  const parts = [
    name && (
      <span key="name" className={`${styles.part} ${styles.name}`}>
        {name}
      </span>
    ),
    address && openAddress ? (
      <span key="who" className={styles.part}>
        {openAddress(<Breakable text={who} />)}
      </span>
    ) : address && links ? (
      <a key="who" className={styles.part} href={`mailto:${who}`}>
        <Breakable text={who} />
      </a>
    ) : (
      <span key="who" className={styles.part}>
        {address ? <Breakable text={who} /> : who}
      </span>
    ),
    mobile &&
      (links ? (
        <a key="mobile" className={styles.part} href={telOf(mobile)}>
          {mobile}
        </a>
      ) : (
        <span key="mobile" className={styles.part}>
          {mobile}
        </span>
      )),
  ].filter(Boolean);
  const shown = afterLabel ? parts.slice(1) : parts;
  if (shown.length === 0) return null;
  return (
    <span className={styles.customer}>
      {shown.map((part, index) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: the line's parts, in a fixed order
        <Fragment key={index}>
          {index > 0 && ', '}
          {part}
        </Fragment>
      ))}
    </span>
  );
}
