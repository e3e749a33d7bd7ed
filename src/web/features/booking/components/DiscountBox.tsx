import { ApiRequestError } from '../../../api/client';
import { Field, FormError, formStyles } from '../../../components/Field';
import { useForm } from '../../../lib/useForm';
import { useCheckDiscount } from '../api/bookingApi';
import styles from './booking.module.css';
import { type Discount, INVALID_DISCOUNT } from './useDiscount';

/** The code is matched exactly as typed against the stored (uppercase) code, as in the seed. */
export function DiscountBox({ discount }: { discount: Discount }) {
  const form = useForm({ code: '' });
  const check = useCheckDiscount();

  if (discount.applied) {
    return (
      <p className={styles.applied}>
        Discount {discount.applied.code} applied: {discount.applied.percent}% off.
      </p>
    );
  }

  const apply = () => {
    const { code } = form.values;
    discount.fail(null);
    if (code === '') {
      discount.fail(INVALID_DISCOUNT);
      return;
    }
    check.mutate(code, {
      onSuccess: discount.apply,
      // Too many tries is said as the server says it; anything else is the seed's words.
      onError: (failure) =>
        discount.fail(
          failure instanceof ApiRequestError && failure.status === 429
            ? failure.message
            : INVALID_DISCOUNT,
        ),
    });
  };

  return (
    <div className={styles.discount}>
      <Field label="Discount code" {...form.field('code')} autoComplete="off" />
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
      <FormError message={discount.error} />
    </div>
  );
}
