/** What the admin reads at a glance about a booking: its state, and what sets it apart. */
export type BadgeKind =
  | 'complete'
  | 'manual'
  | 'pending'
  | 'cancelled'
  | 'expired'
  | 'refunded'
  | 'weekly'
  | 'test';

export interface Badge {
  kind: BadgeKind;
  label: string;
}

export interface BadgeFacts {
  status: 'pending' | 'complete' | 'expired' | 'cancelled';
  isManual: boolean;
  isTest: boolean;
  refundedPence: number;
  /** The repeat booking it is a week of (decision 100). */
  seriesId?: number | null;
}

const STATUS_LABELS = {
  complete: 'Complete',
  pending: 'Pending',
  cancelled: 'Cancelled',
  expired: 'Expired',
} as const;

/**
 * The badges of a booking, most important first. The park's own bookings read "Manual" rather
 * than "Complete": nobody paid for them. A refund, whole or in part, always shows.
 */
export function bookingBadges(facts: BadgeFacts): Badge[] {
  const badges: Badge[] =
    facts.status === 'complete' && facts.isManual
      ? [{ kind: 'manual', label: 'Manual' }]
      : [{ kind: facts.status, label: STATUS_LABELS[facts.status] }];
  if (facts.refundedPence > 0) badges.push({ kind: 'refunded', label: 'Refunded' });
  if (facts.seriesId) badges.push({ kind: 'weekly', label: 'Weekly' });
  if (facts.isTest) badges.push({ kind: 'test', label: 'Test' });
  return badges;
}
