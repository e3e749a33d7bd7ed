import { describe, expect, it } from 'vitest';
import { timeSlotEditProblem } from './adminRules';

describe('timeSlotEditProblem', () => {
  it("gives the seed's messages, in the seed's order", () => {
    expect(timeSlotEditProblem('10:00', '')).toBe('No new time slot provided');
    expect(timeSlotEditProblem('10:00', '   ')).toBe('No new time slot provided');
    expect(timeSlotEditProblem('10:00', '10:00')).toBe('New time slot is the same as the old one');
    expect(timeSlotEditProblem('10:00', '25:00')).toBe(
      'Invalid time slot format, needs to be HH:MM',
    );
    expect(timeSlotEditProblem('10:00', '9:00')).toBe(
      'Invalid time slot format, needs to be HH:MM',
    );
    expect(timeSlotEditProblem('10:00', '10:60')).toBe(
      'Invalid time slot format, needs to be HH:MM',
    );
    expect(timeSlotEditProblem('10:00', 'noon')).toBe(
      'Invalid time slot format, needs to be HH:MM',
    );
  });

  it('accepts any other 24-hour time', () => {
    expect(timeSlotEditProblem('10:00', '14:30')).toBeNull();
    expect(timeSlotEditProblem('10:00', ' 09:00 ')).toBeNull();
    expect(timeSlotEditProblem('10:00', '23:59')).toBeNull();
  });
});
