import { ParkAddress } from '../../../components/ParkAddress';
import type { KeptPark } from '../api/keptBookings';
import styles from './myBookings.module.css';

/**
 * Where the park is, for the bookings to come: the address, directions and the arrival rule.
 * Shown with the live list and with the one kept on the device (decision 116), whose park is
 * as it was when kept.
 */
export function GettingThere({ park }: { park: KeptPark }) {
  return (
    <section aria-labelledby="getting-there-title" className={`card ${styles.where}`}>
      <h2 id="getting-there-title">Getting there</h2>
      <ParkAddress park={park} />
      <p>
        Please arrive no earlier than {park.arrivalMinutesBefore} minutes before your booking
        starts, so the group before you can leave without meeting your dogs at the gate.
      </p>
    </section>
  );
}
