import { formatPence } from '../../../domain/money';
import { FormError, formStyles } from '../Field';

interface Props {
  /** The form's id prefix: the field's id, and its hint's and error's, come from it. */
  ids: string;
  value: string;
  onChange: (value: string) => void;
  problem: string | null;
}

/** Why staff refund: the customer reads it in their e-mail, so it is asked every time. */
export function RefundReasonField({ ids, value, onChange, problem }: Props) {
  return (
    <div className={formStyles.field}>
      <label htmlFor={`${ids}-reason`}>Reason</label>
      <input
        id={`${ids}-reason`}
        maxLength={200}
        value={value}
        onChange={(event) => onChange(event.target.value)}
        aria-describedby={`${ids}-reason-hint`}
        aria-invalid={problem ? true : undefined}
      />
      <p id={`${ids}-reason-hint`} className={formStyles.hint}>
        The customer reads this in their e-mail.
      </p>
      <FormError message={problem} />
    </div>
  );
}

/** How much to give back, typed in pounds; never more than is left of the payment. */
export function RefundAmountField({
  ids,
  value,
  onChange,
  problem,
  refundablePence,
}: Props & { refundablePence: number }) {
  return (
    <div className={formStyles.field}>
      <label htmlFor={`${ids}-amount`}>Amount (£)</label>
      <input
        id={`${ids}-amount`}
        inputMode="decimal"
        autoComplete="off"
        value={value}
        onChange={(event) => onChange(event.target.value)}
        aria-describedby={`${ids}-amount-hint`}
        aria-invalid={problem ? true : undefined}
      />
      <p id={`${ids}-amount-hint`} className={formStyles.hint}>
        Up to {formatPence(refundablePence)}, what is left of the payment.
      </p>
      <FormError message={problem} />
    </div>
  );
}
