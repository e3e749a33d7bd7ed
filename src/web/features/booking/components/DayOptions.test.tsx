import { screen } from '@testing-library/react';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import type { PublicPark } from '../../../../contract/park';
import { useParkData } from '../../../api/park';
import { renderWithApi } from '../../../testing/renderWithApi';
import { DayOptions } from './DayOptions';
import { useDogChoice } from './useDogChoice';

function Options() {
  const { park } = useParkData();
  const [minutes, setMinutes] = useState(30);
  const dogs = useDogChoice(0, { bands: park.fields[0]?.bands ?? [], maxDogs: park.maxDogs });
  return (
    <>
      <DayOptions
        day="2025-06-12"
        minutes={minutes}
        onMinutes={setMinutes}
        dogs={dogs.dogs}
        dogCount={dogs.dogCount}
        onDogCount={dogs.chooseDogCount}
      />
      <p>Booking {minutes} minutes</p>
      <p>
        Booking {dogs.dogCount} under {dogs.dogs}
      </p>
    </>
  );
}

const renderOptions = (park: Partial<PublicPark> = {}) => renderWithApi(<Options />, { park });

describe("the chosen day's options", () => {
  it('When the park sells both lengths, then the one in force is shown on the control, and another can be chosen', async () => {
    const { user } = renderOptions();
    const length = screen.getByRole('group', { name: 'Length' });
    expect(length).toBeInTheDocument();
    expect(screen.getByRole('radio', { name: '30 min' })).toBeChecked();
    expect(screen.getByRole('radio', { name: '1 hour' })).not.toBeChecked();

    await user.click(screen.getByRole('radio', { name: '1 hour' }));
    expect(screen.getByRole('radio', { name: '1 hour' })).toBeChecked();
    expect(screen.getByRole('radio', { name: '30 min' })).not.toBeChecked();
    expect(screen.getByText('Booking 60 minutes')).toBeInTheDocument();

    // From the keyboard, as radio buttons go: the arrows switch.
    await user.keyboard('{ArrowLeft}');
    expect(screen.getByRole('radio', { name: '30 min' })).toBeChecked();
    expect(screen.getByText('Booking 30 minutes')).toBeInTheDocument();
  });

  it('When the park sells one length only, then it says which instead of offering a choice', () => {
    renderOptions({ slots: { steps: [60] } });
    expect(screen.queryByRole('radio')).not.toBeInTheDocument();
    expect(screen.getByText('Slots are 1 hour.')).toBeInTheDocument();
  });

  it('When a number of dogs is chosen, then it is the one booked for, priced by the band it falls in', async () => {
    const { user } = renderOptions();
    const dogs = screen.getByLabelText('Number of dogs');
    expect(dogs).toHaveValue('1');
    expect(dogs).toHaveAccessibleDescription('Priced as 1-4 dogs');
    await user.selectOptions(dogs, '5');
    expect(dogs).toHaveValue('5');
    expect(dogs).toHaveAccessibleDescription('Priced as 5-6 dogs');
    expect(screen.getByText('Booking 5 under 5-6')).toBeInTheDocument();
  });

  it('When the choice opens, then every number up to the park’s most is listed under its band', () => {
    renderOptions({ maxDogs: 6 });
    const groups = Array.from(
      (screen.getByLabelText('Number of dogs') as HTMLSelectElement).querySelectorAll('optgroup'),
    ).map((group) => [
      group.label,
      Array.from(group.querySelectorAll('option')).map((option) => option.textContent),
    ]);
    expect(groups).toEqual([
      ['1-4', ['1 dog', '2 dogs', '3 dogs', '4 dogs']],
      ['5-6', ['5 dogs', '6 dogs']],
    ]);
  });
});
