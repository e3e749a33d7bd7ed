import { screen } from '@testing-library/react';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import type { PublicPark } from '../../../../contract/park';
import { renderWithApi } from '../../../testing/renderWithApi';
import { DayOptions } from './DayOptions';

function Options() {
  const [minutes, setMinutes] = useState(30);
  const [dogs, setDogs] = useState('1-4');
  const [dogCount, setDogCount] = useState(1);
  return (
    <>
      <DayOptions
        day="2025-06-12"
        minutes={minutes}
        onMinutes={setMinutes}
        dogs={dogs}
        onDogs={setDogs}
        dogCount={dogCount}
        onDogCount={setDogCount}
      />
      <p>Booking {minutes} minutes</p>
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

  it('When a group of dogs is chosen, then it is the one booked for', async () => {
    const { user } = renderOptions();
    await user.selectOptions(screen.getByLabelText('Number of dogs'), '7-8');
    expect(screen.getByLabelText('Number of dogs')).toHaveValue('7-8');
  });

  it('When a band is chosen, then Dogs coming offers the counts it covers, no more than the park lets in', async () => {
    const { user } = renderOptions({ maxDogs: 6 });
    const counts = () =>
      Array.from((screen.getByLabelText('Dogs coming') as HTMLSelectElement).options).map(
        (option) => option.value,
      );
    expect(counts()).toEqual(['1', '2', '3', '4']);
    await user.selectOptions(screen.getByLabelText('Number of dogs'), '5-6');
    expect(counts()).toEqual(['5', '6']);
  });
});
