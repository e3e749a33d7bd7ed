import type { PublicPark } from '../../contract/park';
import type { ParkField } from '../../contract/parkFields';
import { testPark } from './testPark';

// A park of two fields for the admin's tests (decision 114): the test park's own field, and a
// puppy paddock selling 45 minutes and 2 hours, with shorter hours.

const mainField = testPark.fields[0] as ParkField;

export const puppyPaddock: ParkField = {
  ...mainField,
  id: 2,
  name: 'Puppy paddock',
  lengths: [45, 120],
  prices: mainField.prices.flatMap((row) =>
    row.minutes === 30
      ? [
          { ...row, minutes: 45 },
          { ...row, minutes: 120 },
        ]
      : [],
  ),
  hours: {
    weekly: Array.from({ length: 7 }, () => ({ opens: '09:00', closes: '17:00' })),
    seasons: [],
  },
};

/** The park's fields as `renderWithApi`'s `park` option takes them: Main field, then the paddock. */
export const twoFields: Partial<PublicPark> = { fields: [mainField, puppyPaddock] };

export { mainField };
