import type { CSSProperties, ReactNode } from 'react';
import type { WorkspaceBooking, WorkspaceDay } from '../../../../contract/workspace';
import { bookingBadges } from '../../../../domain/bookingBadges';
import { localTimeAt } from '../../../../domain/dates';
import {
  dayEntries,
  hourMarks,
  placeOnTimeline,
  type TimelineSpan,
  timelineSpan,
} from '../../../../domain/dayPlan';
import { lengthInWords } from '../../../../domain/fieldSales';
import { formatPence } from '../../../../domain/money';
import { passPaidWords } from '../../../../domain/passes';
import { minutesOf } from '../../../../domain/slots';
import { useParkData } from '../../../api/park';
import { Breakable, CustomerLine, customerLabel } from '../../../components/admin/CustomerLine';
import { useOpenBooking } from '../../../components/admin/openBooking';
import { StatusBadges } from '../../../components/admin/StatusBadges';
import styles from './DayTimeline.module.css';

/** How a booking looks apart: paid, the park's own, or an unpaid hold. */
export type BookingKind = 'paid' | 'manual' | 'hold';

export function bookingKind(booking: WorkspaceBooking): BookingKind {
  if (booking.status === 'pending') return 'hold';
  return booking.isManual ? 'manual' : 'paid';
}

export function lengthWords(minutes: number): string {
  return lengthInWords(minutes);
}

/** '1-4' → '1-4 dogs', '1' → '1 dog'. */
export function dogsWords(dogs: string): string {
  return dogs === '1' ? '1 dog' : `${dogs} dogs`;
}

/** 'Paid £11.00', 'Manual booking: no payment', 'Unpaid: hold ends 10:50'. */
export function paymentWords(booking: WorkspaceBooking, timeZone: string): string {
  if (booking.status === 'pending') {
    return booking.holdExpiresAt
      ? `Unpaid: hold ends ${localTimeAt(new Date(booking.holdExpiresAt), timeZone)}`
      : 'Unpaid';
  }
  if (booking.isManual) return 'Manual booking: no payment';
  if (booking.pass) return passPaidWords(booking.pass);
  const paid = `Paid ${formatPence(booking.paidPence ?? 0)}`;
  return booking.refundedPence > 0
    ? `${paid}, ${formatPence(booking.refundedPence)} refunded`
    : paid;
}

/** The words of its badges ('Complete', 'Manual, Test'), for the booking button's name. */
function statusWords(booking: WorkspaceBooking): string {
  return bookingBadges(booking)
    .map((badge) => badge.label)
    .join(', ');
}

/**
 * One booking as a card whose whole face opens its detail. The button's name reads time,
 * length, customer and status ("09:00–10:00, 1 hour, sam@example.com, Complete"); the badges
 * and the payment line show beside it for the eye. Where the park has several fields, the
 * card names its field, unless it stands in that field's lane.
 */
export function BookingEntry({
  booking,
  compact = false,
  marker,
  inLane = false,
}: {
  booking: WorkspaceBooking;
  compact?: boolean;
  /** A word on the card: 'On the field now', 'Next'. */
  marker?: string;
  /** In its field's lane, which names the field already. */
  inLane?: boolean;
}) {
  const open = useOpenBooking();
  const { park } = useParkData();
  const kind = bookingKind(booking);
  return (
    <div
      className={`${styles.booking} ${styles[kind]} ${compact ? styles.compact : ''}`}
      data-kind={kind}
    >
      <button
        type="button"
        className={styles.open}
        onClick={() => open(booking.id)}
        title={`${customerLabel(booking)}: open booking ${booking.id}`}
      >
        <span className={styles.time}>
          {booking.time}–{booking.endTime}
        </span>
        <span className="visually-hidden">, {lengthWords(booking.minutes)}, </span>{' '}
        <span className={styles.who}>
          <Breakable text={customerLabel(booking)} />
        </span>
        <span className="visually-hidden">, {statusWords(booking)}</span>
      </button>
      {marker && <span className={styles.marker}>{marker}</span>}
      <span className={styles.reach}>
        <CustomerLine customer={booking} afterLabel />
      </span>
      <span className={styles.facts}>
        {booking.fieldName && !inLane && `${booking.fieldName} · `}
        {dogsWords(booking.dogs)} · {booking.minutes} min
      </span>
      <StatusBadges
        status={booking.status}
        isManual={booking.isManual}
        isTest={booking.isTest}
        refundedPence={booking.refundedPence}
      />
      {!compact && <span className={styles.payment}>{paymentWords(booking, park.timeZone)}</span>}
    </div>
  );
}

function percentStyle(property: 'left' | 'width', percent: number): CSSProperties {
  return { [property]: `${percent}%` };
}

/** Labels on every hour of a short day, every second or third of a long one, so none collide. */
function labelStep(marks: number): number {
  if (marks > 12) return 3;
  if (marks > 6) return 2;
  return 1;
}

/**
 * The day drawn to scale from opening to closing, for the eye only: the list below it says the
 * same in order to a screen reader.
 */
function Ruler({
  span,
  bookings,
  nowTime,
}: {
  span: TimelineSpan;
  bookings: readonly WorkspaceBooking[];
  nowTime?: string;
}) {
  const marks = hourMarks(span);
  const step = labelStep(marks.length);
  const now = nowTime ? minutesOf(nowTime) : null;
  return (
    <div className={styles.ruler} aria-hidden="true">
      <div className={styles.track}>
        {bookings.map((booking) => {
          const place = placeOnTimeline(span, booking.time, booking.minutes);
          return (
            <span
              key={booking.id}
              className={`${styles.block} ${styles[bookingKind(booking)]}`}
              style={{
                ...percentStyle('left', place.offsetPercent),
                ...percentStyle('width', place.sizePercent),
              }}
              title={`${booking.time}–${booking.endTime} ${customerLabel(booking)}`}
            />
          );
        })}
        {now !== null && now >= span.start && now <= span.end && (
          <span
            className={styles.now}
            style={percentStyle('left', ((now - span.start) / (span.end - span.start)) * 100)}
          />
        )}
      </div>
      <div className={styles.hours}>
        {marks.map((mark, index) => (
          <span key={mark.time} className={styles.hour} style={percentStyle('left', mark.percent)}>
            {index % step === 0 ? mark.time : ''}
          </span>
        ))}
      </div>
    </div>
  );
}

/**
 * A day's bookings laid against its hours: a ruler to scale, then an ordered list of the
 * bookings and the free stretches between them.
 */
export function DayTimeline({
  day,
  label,
  nowTime,
  markers = {},
  empty,
  inLane = false,
}: {
  day: Pick<WorkspaceDay, 'opens' | 'closes' | 'bookings'>;
  /** The list's name, e.g. "Today's bookings". */
  label: string;
  nowTime?: string;
  /** Words to show on some bookings, by id. */
  markers?: Record<number, string>;
  /** What to show instead of the list when the day has no bookings. */
  empty: ReactNode;
  /** One field's lane: its bookings need not name it. */
  inLane?: boolean;
}) {
  const span = timelineSpan(day, day.bookings);
  return (
    <div className={styles.timeline}>
      {span && <Ruler span={span} bookings={day.bookings} nowTime={nowTime} />}
      {day.bookings.length === 0 ? (
        empty
      ) : (
        <ol className={styles.entries} aria-label={label}>
          {dayEntries(span, day.bookings).map((entry) =>
            entry.kind === 'booking' ? (
              <li key={entry.booking.id}>
                <BookingEntry
                  booking={entry.booking}
                  marker={markers[entry.booking.id]}
                  inLane={inLane}
                />
              </li>
            ) : (
              <li key={`free-${entry.from}`} className={styles.free}>
                Free {entry.from}–{entry.to}
              </li>
            ),
          )}
        </ol>
      )}
    </div>
  );
}

/** The key to the three looks: each has its own edge as well as its own words. */
export function KindLegend() {
  return (
    <ul className={styles.legend} aria-label="Key">
      <li>
        <span className={`${styles.swatch} ${styles.paid}`} aria-hidden="true" /> Paid
      </li>
      <li>
        <span className={`${styles.swatch} ${styles.manual}`} aria-hidden="true" /> Manual
      </li>
      <li>
        <span className={`${styles.swatch} ${styles.hold}`} aria-hidden="true" /> Unpaid hold
      </li>
    </ul>
  );
}
