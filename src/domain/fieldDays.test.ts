import { describe, expect, it } from 'vitest';
import { parkDayOpening } from './fieldDays';

const open = (opens: string, closes: string) => ({ opens, closes, closedReason: null });
const closed = (closedReason: string) => ({ opens: null, closes: null, closedReason });

describe('parkDayOpening', () => {
  it('When fields open at different hours, then the park is open from the earliest to the latest', () => {
    expect(parkDayOpening([open('08:00', '18:00'), open('06:00', '22:00')])).toEqual(
      open('06:00', '22:00'),
    );
    expect(parkDayOpening([open('09:00', '17:00'), open('07:30', '12:00')])).toEqual(
      open('07:30', '17:00'),
    );
  });

  it('When one field is closed, then the park is open for the other', () => {
    expect(parkDayOpening([closed('Hedge cutting'), open('08:00', '20:00')])).toEqual(
      open('08:00', '20:00'),
    );
  });

  it('When every field is closed, then the park is closed for the first field’s reason', () => {
    expect(parkDayOpening([closed('Flooded'), closed('No opening hours that day')])).toEqual(
      closed('Flooded'),
    );
    expect(parkDayOpening([])).toEqual(closed('No opening hours that day'));
  });
});
