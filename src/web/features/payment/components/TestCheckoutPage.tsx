import { type FormEvent, useState } from 'react';
import { useParams } from 'react-router';
import { ERRORS } from '../../../../contract/errors';
import type { TestCheckoutView } from '../../../../contract/testCheckout';
import { formatPence } from '../../../../domain/money';
import { Field, FormError, formStyles } from '../../../components/Field';
import { type HeldThing, HoldCountdown } from '../../../components/holdCountdown/HoldCountdown';
import { NoticeBanner } from '../../../components/NoticeBanner';
import { RequireSignedIn } from '../../../components/RequireSignedIn';
import { failureMessage } from '../../../lib/apiErrors';
import { useForm } from '../../../lib/useForm';
import { usePageTitle } from '../../../lib/usePageTitle';
import { usePayTestCheckout, useTestCheckout } from '../api/testCheckout';
import styles from './TestCheckoutPage.module.css';

/** The session at its list price, the discount when one was used, and what is due. */
function Items({ view }: { view: TestCheckoutView }) {
  const listed = view.items.reduce((sum, item) => sum + item.priceInPence, 0);
  return (
    <table className={styles.items}>
      <tbody>
        {view.items.map((item) => (
          <tr key={item.description}>
            <td>{item.description}</td>
            <td>{formatPence(item.priceInPence)}</td>
          </tr>
        ))}
        {listed !== view.amountPence && (
          <tr>
            <td>Discount</td>
            <td>-{formatPence(listed - view.amountPence)}</td>
          </tr>
        )}
        <tr>
          <th>Total</th>
          <th>{formatPence(view.amountPence)}</th>
        </tr>
      </tbody>
    </table>
  );
}

function PayForm({ reference, view }: { reference: string; view: TestCheckoutView }) {
  const pay = usePayTestCheckout(reference);
  const form = useForm({ card: '' });
  const [error, setError] = useState<string | null>(null);
  const [leaving, setLeaving] = useState(false);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setError(null);
    pay.mutate(form.values.card, {
      onSuccess: ({ redirectTo }) => {
        setLeaving(true);
        window.location.assign(redirectTo);
      },
      onError: (failure) => setError(failureMessage(failure, 'The payment did not go through.')),
    });
  };

  return (
    <form className={formStyles.form} onSubmit={submit} noValidate>
      <Field
        label="Card number"
        inputMode="numeric"
        autoComplete="cc-number"
        placeholder="4242 4242 4242 4242"
        {...form.field('card')}
      />
      <FormError message={error} />
      <div className={formStyles.actions}>
        <button type="submit" className="button" disabled={pay.isPending || leaving}>
          Pay {formatPence(view.amountPence)}
        </button>
        <a href={view.cancelUrl}>Cancel</a>
      </div>
    </form>
  );
}

/** A pass, a series' weeks, or one booking's slot. */
function heldThing(view: TestCheckoutView): HeldThing {
  if (view.bookingId === null) return 'pass';
  return view.items.length > 1 ? 'slots' : 'slot';
}

function Checkout({ reference }: { reference: string }) {
  const checkout = useTestCheckout(reference);
  if (checkout.isPending) return <p aria-live="polite">Loading the checkout…</p>;
  if (checkout.isError) return <p>{ERRORS['payment/no-checkout'].message}</p>;
  const view = checkout.data;

  return (
    <section className={`card ${styles.checkout}`} aria-labelledby="checkout-title">
      <h1 id="checkout-title">Checkout</h1>
      <NoticeBanner>
        Test checkout: no real money is taken. Card 4242 4242 4242 4242 pays; 4000 0000 0000 0002 is
        declined.
      </NoticeBanner>
      <p>Paying as {view.email}</p>
      <Items view={view} />
      {view.status === 'expired' ? (
        <p>
          This checkout has expired. <a href={view.cancelUrl}>Back to booking</a>
        </p>
      ) : (
        <>
          {view.status === 'open' && (
            <HoldCountdown
              endsAt={view.expiresAt}
              what={heldThing(view)}
              onEnd={() => checkout.refetch()}
            />
          )}
          <PayForm reference={reference} view={view} />
        </>
      )}
    </section>
  );
}

export function TestCheckoutPage() {
  usePageTitle('Checkout');
  const { reference = '' } = useParams();
  return (
    <RequireSignedIn>
      <Checkout reference={reference} />
    </RequireSignedIn>
  );
}

export { TestCheckoutPage as Component };
