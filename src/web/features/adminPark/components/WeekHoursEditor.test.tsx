import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import type { FieldErrors } from './useSectionForm';
import { type WeekHours, WeekHoursEditor } from './WeekHoursEditor';

const WEEK: WeekHours = [
  { opens: '08:00', closes: '20:00' },
  { opens: '10:00', closes: '16:00' },
  { opens: '08:00', closes: '20:00' },
  { opens: '08:00', closes: '20:00' },
  { opens: '08:00', closes: '20:00' },
  { opens: '07:30', closes: '21:00' },
  null,
];

/** The editor as a section holds it: the week in state, each change reported. */
function renderWeek(errors: FieldErrors = {}) {
  const changes = vi.fn<(week: WeekHours) => void>();
  function Holder() {
    const [week, setWeek] = useState(WEEK);
    return (
      <WeekHoursEditor
        caption="Usual hours"
        week={week}
        onChange={(next) => {
          setWeek(next);
          changes(next);
        }}
        errors={errors}
        path="hours.weekly"
      />
    );
  }
  render(<Holder />);
  return { changes, user: userEvent.setup() };
}

const table = () => screen.getByRole('table', { name: 'Usual hours' });
const row = (day: string) =>
  within(table())
    .getAllByRole('row')
    .find((candidate) => within(candidate).queryByRole('rowheader', { name: day })) as HTMLElement;
const lastWeek = (changes: { mock: { calls: WeekHours[][] } }) => changes.mock.calls.at(-1)?.[0];

describe('the week hours editor', () => {
  it('When a week is shown, then each day has its hours in labelled boxes and a closed day says Closed', () => {
    renderWeek();
    expect(screen.getByLabelText('Monday opens')).toHaveValue('08:00');
    expect(screen.getByLabelText('Tuesday opens')).toHaveValue('10:00');
    expect(screen.getByLabelText('Tuesday closes')).toHaveValue('16:00');
    expect(screen.getByLabelText('Saturday opens')).toHaveValue('07:30');
    expect(screen.getByLabelText('Open on Saturday')).toBeChecked();
    expect(screen.getByLabelText('Open on Sunday')).not.toBeChecked();
    expect(row('Sunday')).toHaveTextContent('Closed');
    expect(screen.queryByLabelText('Sunday opens')).not.toBeInTheDocument();
  });

  it('When a day is closed and opened again, then it gets back the hours it had', async () => {
    const { changes, user } = renderWeek();
    await user.click(screen.getByLabelText('Open on Tuesday'));
    expect(lastWeek(changes)?.[1]).toBeNull();
    expect(row('Tuesday')).toHaveTextContent('Closed');
    expect(screen.queryByLabelText('Tuesday opens')).not.toBeInTheDocument();

    await user.click(screen.getByLabelText('Open on Tuesday'));
    expect(lastWeek(changes)?.[1]).toEqual({ opens: '10:00', closes: '16:00' });
    expect(screen.getByLabelText('Tuesday closes')).toHaveValue('16:00');
  });

  it('When a day closed from the start is opened, then it gets 09:00 to 17:00 to change', async () => {
    const { changes, user } = renderWeek();
    await user.click(screen.getByLabelText('Open on Sunday'));
    expect(lastWeek(changes)?.[6]).toEqual({ opens: '09:00', closes: '17:00' });
    expect(screen.getByLabelText('Sunday opens')).toHaveValue('09:00');
  });

  it('When a time is typed, then only that day and end change', async () => {
    const { changes, user } = renderWeek();
    const closes = screen.getByLabelText('Wednesday closes');
    await user.clear(closes);
    await user.type(closes, '16:30');
    expect(lastWeek(changes)).toEqual(
      WEEK.map((day, at) => (at === 2 ? { opens: '08:00', closes: '16:30' } : day)),
    );
  });

  it('When a day was refused, then the reason is beside that day and its box is marked', () => {
    renderWeek({ 'hours.weekly.2.closes': 'It must close after it opens.' });
    const closes = screen.getByLabelText('Wednesday closes');
    expect(closes).toHaveAttribute('aria-invalid', 'true');
    expect(closes).toHaveAccessibleDescription('Wednesday: It must close after it opens.');
    expect(screen.getByLabelText('Wednesday opens')).not.toHaveAttribute('aria-invalid');
    expect(screen.getByLabelText('Thursday closes')).not.toHaveAttribute('aria-invalid');
    // The reason stands in the row right after Wednesday's.
    const rows = within(table()).getAllByRole('row');
    expect(rows[rows.indexOf(row('Wednesday')) + 1]).toHaveTextContent(
      'Wednesday: It must close after it opens.',
    );
  });
});
