import { FormError, formStyles } from '../../../components/Field';

interface Props {
  /** The form's id prefix: the field's id, and its hint's and error's, come from it. */
  ids: string;
  value: string;
  onChange: (reason: string) => void;
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
