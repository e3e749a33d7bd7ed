import { useState } from 'react';
import type { DiscountCheckResponse } from '../../../contract/bookings';
import { useCheckDiscount } from '../../api/bookings';
import { ApiRequestError } from '../../api/client';
import { Field, FormError, formStyles } from '../../components/Field';
import styles from './booking.module.css';

export const INVALID_DISCOUNT = 'Invalid discount code.';

interface Props {
  applied: DiscountCheckResponse | null;
  onApplied: (discount: DiscountCheckResponse) => void;
  error: string | null;
  onError: (message: string | null) => void;
}

/** The code is matched exactly as typed against the stored (uppercase) code, as in the seed. */
export function DiscountBox({ applied, onApplied, error, onError }: Props) {
  const [code, setCode] = useState('');
  const check = useCheckDiscount();

  if (applied) {
    return (
      <p className={styles.applied}>
        Discount {applied.code} applied: {applied.percent}% off.
      </p>
    );
  }

  const apply = () => {
    onError(null);
    if (code === '') {
      onError(INVALID_DISCOUNT);
      return;
    }
    check.mutate(code, {
      onSuccess: onApplied,
      // Too many tries is said as the server says it; anything else is the seed's words.
      onError: (failure) =>
        onError(
          failure instanceof ApiRequestError && failure.status === 429
            ? failure.message
            : INVALID_DISCOUNT,
        ),
    });
  };

  return (
    <div className={styles.discount}>
      <Field label="Discount code" value={code} onChange={setCode} autoComplete="off" />
      <div className={formStyles.actions}>
        <button
          type="button"
          className="button button--quiet"
          onClick={apply}
          disabled={check.isPending}
        >
          Apply Discount
        </button>
      </div>
      <FormError message={error} />
    </div>
  );
}
