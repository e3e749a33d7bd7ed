import type { PublicPark } from '../../contract/park';
import { directionsUrl, mapUrl } from '../../domain/directions';
import styles from './ParkAddress.module.css';

/**
 * The park's address, a line each, and the ways there (directions, a map), each a tap target
 * of its own: what a customer needs on the way, after payment and in My bookings (even kept on
 * the device, with no signal).
 */
export function ParkAddress({ park }: { park: Pick<PublicPark, 'addressLines' | 'map'> }) {
  return (
    <>
      <address className={styles.address}>
        {park.addressLines.map((line) => (
          <span key={line}>{line}</span>
        ))}
      </address>
      <span className={styles.links}>
        <a href={directionsUrl(park.map)} target="_blank" rel="noreferrer">
          Directions
        </a>
        <a href={mapUrl(park.map)} target="_blank" rel="noreferrer">
          View on a map
        </a>
      </span>
    </>
  );
}
