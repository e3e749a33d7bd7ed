import { useId } from 'react';
import { formatYearMonth, monthLabel, rollingWindow } from '../../../domain/calendar';
import { formStyles } from '../Field';

/** The months open for booking: this one and the ones after it, as many as the park opens. */
export function MonthSelect({
  today,
  months,
  value,
  onChange,
}: {
  today: string;
  months: number;
  value: string;
  onChange: (month: string) => void;
}) {
  const id = useId();
  return (
    <div className={formStyles.field}>
      <label htmlFor={id}>Month</label>
      <select id={id} value={value} onChange={(event) => onChange(event.target.value)}>
        {rollingWindow(today, months).map((ym) => (
          <option key={formatYearMonth(ym)} value={formatYearMonth(ym)}>
            {monthLabel(ym)}
          </option>
        ))}
      </select>
    </div>
  );
}
