import { describe, expect, it } from 'vitest';
import { bookingBadges } from './bookingBadges';

const paid = { status: 'complete' as const, isManual: false, isTest: false, refundedPence: 0 };
const labels = (facts: Parameters<typeof bookingBadges>[0]) =>
  bookingBadges(facts).map((badge) => badge.label);

describe('booking badges', () => {
  it('When a customer paid, then the booking reads Complete alone', () => {
    expect(labels(paid)).toEqual(['Complete']);
  });

  it('When the park booked it itself, then it reads Manual, not Complete', () => {
    expect(labels({ ...paid, isManual: true })).toEqual(['Manual']);
  });

  it('When part was refunded, then Refunded follows the state', () => {
    expect(labels({ ...paid, refundedPence: 500 })).toEqual(['Complete', 'Refunded']);
    expect(labels({ ...paid, status: 'cancelled', refundedPence: 1500 })).toEqual([
      'Cancelled',
      'Refunded',
    ]);
  });

  it('When it is an unpaid hold of a test account, then it reads Pending and Test', () => {
    expect(labels({ ...paid, status: 'pending', isTest: true })).toEqual(['Pending', 'Test']);
  });

  it('When it is a week of a repeat booking, then Weekly follows the state', () => {
    expect(labels({ ...paid, seriesId: 7 })).toEqual(['Complete', 'Weekly']);
  });

  it('When a hold lapsed, then it reads Expired', () => {
    expect(bookingBadges({ ...paid, status: 'expired' })).toEqual([
      { kind: 'expired', label: 'Expired' },
    ]);
  });
});
