import { Link } from 'react-router';
import type { MyPass } from '../../../../contract/passes';
import { pagePaths } from '../../../../contract/routes';
import { dateInWords } from '../../../../domain/dates';
import { lengthInWords } from '../../../../domain/fieldSales';
import { formatPence } from '../../../../domain/money';
import styles from './myBookings.module.css';

const STATUS_WORDS: Record<MyPass['status'], string> = {
  active: 'Ready to use',
  pending: 'Awaiting payment',
  'used-up': 'All sessions booked',
  'run-out': 'Run out',
};

function termsWords(pass: MyPass): string {
  return `${pass.sessions} sessions of ${lengthInWords(pass.minutes)} for ${pass.dogs} dogs`;
}

function PassCard({ pass }: { pass: MyPass }) {
  return (
    <article className={`card ${styles.booking}`} aria-labelledby={`pass-${pass.id}`}>
      <h3 id={`pass-${pass.id}`}>{pass.name}</h3>
      {pass.status === 'active' && (
        <p className={styles.gate}>
          <strong>
            {pass.sessionsLeft} of {pass.sessions}
          </strong>
          <span>sessions left to book</span>
        </p>
      )}
      <dl className="pairs">
        <dt>Pass number</dt>
        <dd>{pass.id}</dd>
        <dt>Status</dt>
        <dd>{STATUS_WORDS[pass.status]}</dd>
        <dt>Gives</dt>
        <dd>{termsWords(pass)}</dd>
        <dt>{pass.status === 'pending' ? 'To pay' : 'Paid'}</dt>
        <dd>{formatPence(pass.pricePence)}</dd>
        {pass.validUntil && (
          <>
            <dt>Book sessions until</dt>
            <dd>{dateInWords(pass.validUntil)}</dd>
          </>
        )}
      </dl>
      <div className={styles.actions}>
        {pass.checkoutUrl && (
          <a className="button" href={pass.checkoutUrl}>
            Continue to payment
          </a>
        )}
        {pass.status === 'active' && (
          <Link className="button button--quiet" to={pagePaths.booking}>
            Book a session
          </Link>
        )}
      </div>
    </article>
  );
}

/** The customer's session passes (decision 101): how many sessions are left, and until when. */
export function PassesList({ passes }: { passes: readonly MyPass[] }) {
  if (passes.length === 0) return null;
  return (
    <section aria-labelledby="passes-title">
      <h2 id="passes-title">Your passes</h2>
      <div className={styles.list}>
        {passes.map((pass) => (
          <PassCard key={pass.id} pass={pass} />
        ))}
      </div>
    </section>
  );
}
