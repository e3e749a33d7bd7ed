import { lengthInWords } from '../../../../domain/fieldSales';
import { cardColumns, cardTable } from '../../../components/admin/cards';
import { type PriceDraft, priceErrorKey, priceKey, tableOf } from './fieldDraft';
import { MoneyCell } from './MoneyCell';
import styles from './settings.module.css';
import type { FieldForm } from './useFieldForm';

/**
 * A price for each band of dogs and each length the field sells, and optionally a dearer (or
 * cheaper) one on Saturdays and Sundays. Its rows and columns follow the bands and lengths as
 * they are typed above it.
 */
export function FieldPricesTable({ form }: { form: FieldForm }) {
  const { lengths, bands } = tableOf(form.draft);
  if (lengths.length === 0 || bands.length === 0) {
    return <p className={styles.note}>Prices follow once the lengths and dog bands are written.</p>;
  }
  const setPrice = (band: string, minutes: number, part: Partial<PriceDraft>) =>
    form.setValue((draft) => {
      const key = priceKey(band, minutes);
      const old = draft.prices[key] ?? { pounds: '', weekend: '' };
      return { ...draft, prices: { ...draft.prices, [key]: { ...old, ...part } } };
    });
  const headers = [
    'Dogs',
    ...lengths.flatMap((minutes) => [
      lengthInWords(minutes),
      `${lengthInWords(minutes)} at weekends`,
    ]),
  ];
  return (
    <div className={styles.scroll}>
      <table className={`${styles.week} ${cardTable}`} style={cardColumns(headers)}>
        <caption>Prices in pounds</caption>
        <thead>
          <tr>
            <th scope="col">Dogs</th>
            {lengths.map((minutes) => [
              <th key={minutes} scope="col">
                {lengthInWords(minutes)}
              </th>,
              <th key={`${minutes}-weekend`} scope="col">
                {lengthInWords(minutes)} at weekends
              </th>,
            ])}
          </tr>
        </thead>
        <tbody>
          {bands.map((band) => (
            <tr key={band}>
              <th scope="row">{band} dogs</th>
              {lengths.map((minutes) => {
                const typed = form.draft.prices[priceKey(band, minutes)];
                const length = lengthInWords(minutes);
                return [
                  <MoneyCell
                    key={minutes}
                    label={`${band} dogs, ${length}`}
                    value={typed?.pounds ?? ''}
                    error={form.errors[priceErrorKey(band, minutes, false)] ?? null}
                    onChange={(pounds) => setPrice(band, minutes, { pounds })}
                  />,
                  <MoneyCell
                    key={`${minutes}-weekend`}
                    label={`At weekends: ${band} dogs for ${length}`}
                    value={typed?.weekend ?? ''}
                    error={form.errors[priceErrorKey(band, minutes, true)] ?? null}
                    onChange={(weekend) => setPrice(band, minutes, { weekend })}
                  />,
                ];
              })}
            </tr>
          ))}
        </tbody>
      </table>
      <p className={styles.note}>
        Leave a weekend price empty to charge the same every day. New prices apply to bookings made
        from now on.
      </p>
    </div>
  );
}
