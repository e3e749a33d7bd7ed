import { Link } from 'react-router';
import { pagePaths } from '../../contract/routes';
import { usePark } from '../api/park';
import { currentInstant } from '../lib/serverTime';
import styles from './Footer.module.css';
import { MapEmbed } from './MapEmbed';

/** The park's terms and answers, linked from every page. */
function TextLinks() {
  return (
    <>
      <li>
        <Link to={pagePaths.cancellationPolicy}>Cancellation, T&amp;C Policy</Link>
      </li>
      <li>
        <Link to={pagePaths.faq}>FAQ</Link>
      </li>
      <li>
        <Link to={pagePaths.privacy}>Privacy notice</Link>
      </li>
    </>
  );
}

/** Until the park's settings are known (or when they can't be), the terms are a link away. */
function PolicyOnlyFooter() {
  return (
    <footer className={styles.footer}>
      <div className={styles.inner}>
        <ul className={styles.list}>
          <TextLinks />
        </ul>
      </div>
    </footer>
  );
}

export function Footer() {
  const data = usePark().data;
  if (!data) return <PolicyOnlyFooter />;
  const { park, time } = data;
  const year = currentInstant(time).getUTCFullYear();
  return (
    <footer className={styles.footer}>
      <div className={styles.inner}>
        <section aria-labelledby="footer-find-us">
          <h2 id="footer-find-us">Find us</h2>
          <MapEmbed
            lat={park.map.lat}
            lng={park.map.lng}
            title={`Map showing where ${park.name} is`}
          />
        </section>
        <section aria-labelledby="footer-address">
          <h2 id="footer-address">Address</h2>
          <address>
            {park.addressLines.map((line) => (
              <span key={line} className={styles.line}>
                {line}
              </span>
            ))}
          </address>
        </section>
        <section aria-labelledby="footer-contact">
          <h2 id="footer-contact">Contact</h2>
          <ul className={styles.list}>
            <li>
              Phone: <a href={`tel:${park.phone.replace(/\s+/g, '')}`}>{park.phone}</a>
            </li>
            <li>
              E-mail: <a href={`mailto:${park.email}`}>{park.email}</a>
            </li>
            <li>
              <a href={park.social.url} target="_blank" rel="noreferrer">
                {park.social.label}
              </a>
            </li>
            <TextLinks />
          </ul>
        </section>
      </div>
      <p className={styles.copyright}>
        © {year} {park.name}. All rights reserved.
      </p>
    </footer>
  );
}
