import type { PassTypesOnSale } from '../../../../contract/passes';
import { lengthInWords } from '../../../../domain/fieldSales';
import { formatPence } from '../../../../domain/money';
import { FormError } from '../../../components/Field';
import { failureMessage } from '../../../lib/apiErrors';
import { useBuyPass, usePassTypesOnSale } from '../api/bookingApi';
import styles from './booking.module.css';

type PassType = PassTypesOnSale['passTypes'][number];

function termsWords(type: PassType): string {
  const months = type.validMonths === 1 ? '1 month' : `${type.validMonths} months`;
  return `${type.sessions} sessions of ${lengthInWords(type.minutes)} for ${type.dogs} dogs, to book within ${months}`;
}

/**
 * The park's session passes (decision 101), under its prices: bought through the same
 * checkout, then booked a session at a time with no payment. Nothing shows while none is on sale.
 * In a park of several fields, only the passes for the field shown (`fieldId`).
 */
export function PassesForSale({ fieldId }: { fieldId?: number | undefined }) {
  const onSale = usePassTypesOnSale();
  const buy = useBuyPass();
  const types = (onSale.data?.passTypes ?? []).filter(
    (type) => fieldId === undefined || !type.fieldIds || type.fieldIds.includes(fieldId),
  );
  if (types.length === 0) return null;
  return (
    <div className={styles.passes}>
      <h3>Session passes</h3>
      <ul>
        {types.map((type) => (
          <li key={type.id}>
            <div>
              <strong>{type.name}</strong>
              <span>{termsWords(type)}</span>
            </div>
            <button
              type="button"
              className="button button--quiet"
              disabled={buy.isPending}
              // The name starts with the words shown (WCAG 2.5.3), then says which pass.
              aria-label={`Buy ${formatPence(type.pricePence)}: ${type.name}`}
              onClick={() =>
                buy.mutate(type.id, {
                  onSuccess: ({ checkoutUrl }) => window.location.assign(checkoutUrl),
                })
              }
            >
              Buy {formatPence(type.pricePence)}
            </button>
          </li>
        ))}
      </ul>
      <FormError
        message={
          buy.isError
            ? failureMessage(buy.error, 'The pass could not be bought. Please try again.')
            : null
        }
      />
    </div>
  );
}
