import type { AdminSettings } from '../../../../contract/settings';
import { DOG_BANDS } from '../../../../domain/prices';
import { cardColumns, cardTable } from '../../../components/admin/cards';
import type { SectionInput } from '../api/settingsApi';
import { MoneyCell } from './MoneyCell';
import { penceToPounds, poundsToPence } from './prices';
import { SettingsSectionFrame } from './SettingsSectionFrame';
import styles from './settings.module.css';
import { type Draft, type FieldErrors, useSectionForm } from './useSectionForm';

type PriceRow = SectionInput<'prices'>[number];

/** A price as typed: pounds in its box, pence once sent. */
type PriceDraft = Omit<PriceRow, 'pence'> & { pounds: string };

const LENGTHS = [
  [30, '30 minutes'],
  [60, '1 hour'],
] as const;

const pricesDraft: Draft<'prices', PriceDraft[]> = {
  fromSaved: (rows) => rows.map(({ pence, ...row }) => ({ ...row, pounds: penceToPounds(pence) })),
  toValue: (rows) => {
    const errors: FieldErrors = {};
    const value = rows.map(({ pounds, ...row }, index) => {
      const read = poundsToPence(pounds);
      if ('problem' in read) errors[`${index}.pence`] = read.problem;
      // A price that is no amount stands in as 0 so that the schema still checks the rest.
      return { ...row, pence: 'pence' in read ? read.pence : 0 };
    });
    return { value, errors };
  },
};

/** The Prices section: what each band of dogs pays for each length, in pounds. */
export function SettingsPricesSection({ settings }: { settings: AdminSettings }) {
  const form = useSectionForm('prices', settings.prices, pricesDraft);
  const setPounds = (index: number, pounds: string) =>
    form.setValue((rows) => rows.map((row, at) => (at === index ? { ...row, pounds } : row)));

  const cell = (dogs: PriceRow['dogs'], [minutes, length]: (typeof LENGTHS)[number]) => {
    const index = form.value.findIndex((row) => row.dogs === dogs && row.minutes === minutes);
    const row = form.value[index];
    if (!row) return <td key={minutes}>None</td>;
    return (
      <MoneyCell
        key={minutes}
        value={row.pounds}
        label={`${dogs} dogs, ${length}`}
        error={form.errors[`${index}.pence`] ?? form.errors[`${index}`] ?? null}
        onChange={(pounds) => setPounds(index, pounds)}
      />
    );
  };

  return (
    <SettingsSectionFrame title="Prices" section="prices" form={form} changed={settings.changed}>
      <p className={styles.note}>
        New prices apply to bookings made from now on; bookings already made keep the price they
        were sold at.
      </p>
      <div className={styles.scroll}>
        <table
          className={`${styles.week} ${cardTable}`}
          style={cardColumns(['Dogs', ...LENGTHS.map(([, label]) => label)])}
        >
          <caption>Prices in pounds</caption>
          <thead>
            <tr>
              <th scope="col">Dogs</th>
              {LENGTHS.map(([minutes, label]) => (
                <th key={minutes} scope="col">
                  {label}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {DOG_BANDS.map((dogs) => (
              <tr key={dogs}>
                <th scope="row">{dogs} dogs</th>
                {LENGTHS.map((length) => cell(dogs, length))}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </SettingsSectionFrame>
  );
}
