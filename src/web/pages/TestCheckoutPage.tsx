import { type FormEvent, useState } from 'react';
import { useParams } from 'react-router';
import { formatPence } from '../../domain/money';
import { ApiRequestError } from '../api/client';
import { usePayTestCheckout, useTestCheckout } from '../api/testCheckout';
import { Field, FormError, formStyles } from '../components/Field';
import { NoticeBanner } from '../components/NoticeBanner';
import { RequireSignedIn } from '../components/RequireSignedIn';
import { usePageTitle } from '../lib/usePageTitle';
import styles from './TestCheckoutPage.module.css';

function Checkout({ reference }: { reference: string }) {
  const checkout = useTestCheckout(reference);
  const pay = usePayTestCheckout(reference);
  const [card, setCard] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [leaving, setLeaving] = useState(false);

  if (checkout.isPending) return <p aria-live="polite">Loading the checkout…</p>;
  if (checkout.isError || !checkout.data) return <p>There is no such checkout.</p>;
  const view = checkout.data;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setError(null);
    pay.mutate(card, {
      onSuccess: ({ redirectTo }) => {
        setLeaving(true);
        window.location.assign(redirectTo);
      },
      onError: (failure) =>
        setError(
          failure instanceof ApiRequestError ? failure.message : 'The payment did not go through.',
        ),
    });
  };

  return (
    <section className={`card ${styles.checkout}`} aria-labelledby="checkout-title">
      <h1 id="checkout-title">Checkout</h1>
      <NoticeBanner>
        Test checkout: no real money is taken. Card 4242 4242 4242 4242 pays; 4000 0000 0000 0002 is
        declined.
      </NoticeBanner>
      <p>Paying as {view.email}</p>
      <table className={styles.items}>
        <tbody>
          {view.items.map((item) => (
            <tr key={item.description}>
              <td>{item.description}</td>
              <td>{formatPence(item.priceInPence)}</td>
            </tr>
          ))}
          {view.items.reduce((sum, item) => sum + item.priceInPence, 0) !== view.amountPence && (
            <tr>
              <td>Discount</td>
              <td>
                -
                {formatPence(
                  view.items.reduce((sum, item) => sum + item.priceInPence, 0) - view.amountPence,
                )}
              </td>
            </tr>
          )}
          <tr>
            <th>Total</th>
            <th>{formatPence(view.amountPence)}</th>
          </tr>
        </tbody>
      </table>
      {view.status === 'expired' ? (
        <p>
          This checkout has expired. <a href={view.cancelUrl}>Back to booking</a>
        </p>
      ) : (
        <form className={formStyles.form} onSubmit={submit} noValidate>
          <Field
            label="Card number"
            inputMode="numeric"
            autoComplete="cc-number"
            placeholder="4242 4242 4242 4242"
            value={card}
            onChange={setCard}
          />
          <FormError message={error} />
          <div className={formStyles.actions}>
            <button type="submit" className="button" disabled={pay.isPending || leaving}>
              Pay {formatPence(view.amountPence)}
            </button>
            <a href={view.cancelUrl}>Cancel</a>
          </div>
        </form>
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
