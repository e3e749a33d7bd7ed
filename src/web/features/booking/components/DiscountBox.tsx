import { useEffect, useRef, useState } from 'react';
import { ApiRequestError } from '../../../api/client';
import { Field, formStyles } from '../../../components/Field';
import { useForm } from '../../../lib/useForm';
import { useCheckDiscount } from '../api/bookingApi';
import styles from './booking.module.css';
import { type Discount, INVALID_DISCOUNT } from './useDiscount';

function Applied({ discount, onRemove }: { discount: Discount; onRemove: () => void }) {
  if (!discount.applied) return null;
  return (
    <div className={styles.applied}>
      <p>
        Discount {discount.applied.code} applied: {discount.applied.percent}% off.
      </p>
      <button type="button" className={styles.remove} onClick={onRemove}>
        Remove discount
      </button>
    </div>
  );
}

/** The code is matched exactly as typed against the stored (uppercase) code, as in the seed. */
export function DiscountBox({ discount }: { discount: Discount }) {
  const form = useForm({ code: '' });
  const check = useCheckDiscount();
  const box = useRef<HTMLDivElement>(null);
  // The button pressed goes away with what it did: the focus goes on to what took its place.
  const [pressed, setPressed] = useState<'apply' | 'remove' | null>(null);
  const applied = discount.applied !== null;
  const refused = discount.error !== null;
  useEffect(() => {
    if (pressed === 'apply' && applied) box.current?.querySelector('button')?.focus();
    if (pressed === 'remove' && !applied) box.current?.querySelector('input')?.focus();
    // A refused code is said beside its box, which takes the focus so that it is read out.
    if (pressed === 'apply' && refused) box.current?.querySelector('input')?.focus();
  }, [pressed, applied, refused]);

  if (discount.applied) {
    return (
      <div ref={box}>
        <Applied
          discount={discount}
          onRemove={() => {
            form.reset();
            discount.remove();
            setPressed('remove');
          }}
        />
      </div>
    );
  }

  const apply = () => {
    const { code } = form.values;
    setPressed('apply');
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
    <div className={styles.discount} ref={box}>
      <Field
        label="Discount code"
        {...form.field('code')}
        autoComplete="off"
        error={discount.error}
      />
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
    </div>
  );
}
