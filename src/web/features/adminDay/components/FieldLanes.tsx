import { type ReactNode, useId } from 'react';
import type { WorkspaceBooking, WorkspaceDay, WorkspaceLane } from '../../../../contract/workspace';
import { DayTimeline } from './DayTimeline';
import styles from './FieldLanes.module.css';

/** The bookings of the day on the lane's field. */
export function laneBookings(day: WorkspaceDay, lane: WorkspaceLane): WorkspaceBooking[] {
  return day.bookings.filter((booking) => booking.fieldId === lane.fieldId);
}

/** 'Open 08:00 to 20:00', or 'Closed: Hedge cutting'. */
export function laneHours(lane: WorkspaceLane): string {
  return lane.closedReason
    ? `Closed: ${lane.closedReason}`
    : `Open ${lane.opens} to ${lane.closes}`;
}

/**
 * The day's fields side by side (stacked where the screen is narrow), a lane each (decision
 * 114): a region named after its field, with the field's own hours and its bookings drawn to
 * scale and listed in order.
 */
export function FieldLanes({
  day,
  heading: Heading,
  listLabel,
  empty,
  nowTime,
  markers,
}: {
  day: WorkspaceDay;
  /** The lanes' headings sit under the page's: h3 on Today, h4 in the Calendar's day. */
  heading: 'h3' | 'h4';
  listLabel: (lane: WorkspaceLane) => string;
  empty: (lane: WorkspaceLane) => ReactNode;
  nowTime?: string;
  markers?: Record<number, string>;
}) {
  const id = useId();
  return (
    <div className={styles.lanes}>
      {day.lanes.map((lane) => {
        const headingId = `${id}-lane-${lane.fieldId}`;
        return (
          <section
            key={lane.fieldId}
            className={`${styles.lane} ${lane.closedReason ? styles.closed : ''}`}
            aria-labelledby={headingId}
          >
            <Heading id={headingId} className={styles.name}>
              {lane.name}
            </Heading>
            <p className={styles.hours}>{laneHours(lane)}</p>
            <DayTimeline
              day={{ opens: lane.opens, closes: lane.closes, bookings: laneBookings(day, lane) }}
              label={listLabel(lane)}
              nowTime={nowTime}
              markers={markers}
              empty={empty(lane)}
              inLane
            />
          </section>
        );
      })}
    </div>
  );
}
