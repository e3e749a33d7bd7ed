import type { ReactNode } from 'react';
import { FormError } from '../Field';
import { DayPicker } from './DayPicker';
import styles from './SlotPicker.module.css';
import { useRovingGrid } from './useRovingGrid';
import type { SlotChoice } from './useSlotChoice';

const SLOTS_FAILED = "We can't load the free slots right now. Please try again in a minute.";
/** The seed's four slot columns. */
const SLOT_COLUMNS = 4;

/** Grey shapes where the slots will be: nothing to press until the month's holds are known. */
function SlotSkeleton({ count }: { count: number }) {
  return (
    <div className={styles.loading}>
      <p role="status">Loading the free slots…</p>
      <div className={styles.slots} aria-hidden="true">
        {Array.from({ length: count }, (_, index) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: placeholders have only their place
          <span key={index} className={styles.skeleton} />
        ))}
      </div>
    </div>
  );
}

function SlotsFailed({ onRetry }: { onRetry: () => void }) {
  return (
    <div className={styles.failed}>
      <FormError message={SLOTS_FAILED} />
      <button type="button" className="button button--quiet" onClick={onRetry}>
        Try again
      </button>
    </div>
  );
}

/**
 * Taken times a customer may still wait for: tapping one offers its waiting list right under the
 * slots (decision 122) instead of doing nothing.
 */
export interface TakenTimes {
  times: readonly string[];
  /** The taken time tapped, whose offer shows. */
  open: string | null;
  onOpen: (time: string) => void;
  /** The times the customer already waits for, marked on the slot. */
  waiting: readonly string[];
  /** The element the tapped time's offer is in. */
  panelId: string;
}

function TakenSlot({ time, taken, cell }: { time: string; taken: TakenTimes; cell: object }) {
  const waiting = taken.waiting.includes(time);
  return (
    <button
      type="button"
      className={`${styles.slot} ${styles.taken}`}
      aria-expanded={taken.open === time}
      aria-controls={taken.open === time ? taken.panelId : undefined}
      onClick={() => taken.onOpen(time)}
      {...cell}
    >
      <span className={styles.takenTime}>{time}</span>{' '}
      <span className={styles.takenNote}>{waiting ? 'Waiting' : 'Taken'}</span>
    </button>
  );
}

function SlotGrid({ choice, taken }: { choice: SlotChoice; taken: TakenTimes | undefined }) {
  const waitable = (time: string) => taken?.times.includes(time) ?? false;
  const cells = choice.slots.map((slot) => ({
    key: slot.time,
    enabled: slot.available || waitable(slot.time),
  }));
  const grid = useRovingGrid(cells, SLOT_COLUMNS, choice.slot ?? taken?.open ?? null);
  return (
    <>
      <fieldset className={styles.slots}>
        <legend className="visually-hidden">Time slots</legend>
        {choice.slots.map((slot, index) =>
          !slot.available && taken && waitable(slot.time) ? (
            <TakenSlot
              key={slot.time}
              time={slot.time}
              taken={taken}
              cell={grid.cellProps(index, slot.time)}
            />
          ) : (
            <button
              key={slot.time}
              type="button"
              className={styles.slot}
              aria-pressed={choice.slot === slot.time}
              disabled={!slot.available}
              onClick={() => choice.chooseSlot(slot.time)}
              {...grid.cellProps(index, slot.time)}
            >
              {slot.time}
            </button>
          ),
        )}
      </fieldset>
      {!choice.slots.some((slot) => slot.available) && (
        <p>Every slot of this day is taken or has started. Please choose another day.</p>
      )}
    </>
  );
}

/** The day's slots in four columns; taken and started ones can't be chosen. */
function DaySlots({ choice, taken }: { choice: SlotChoice; taken: TakenTimes | undefined }) {
  const { availability } = choice;
  // A retry after a failure shows the placeholders again while it waits.
  if (availability.isError && !availability.isFetching) {
    return <SlotsFailed onRetry={() => void availability.refetch()} />;
  }
  // Until the month's holds are known, no slot may look free, or be chosen.
  if (availability.isPending || availability.isError) {
    return <SlotSkeleton count={choice.slots.length} />;
  }
  return <SlotGrid choice={choice} taken={taken} />;
}

interface Props {
  choice: SlotChoice;
  /** What goes between the calendar and the slots once a day is chosen. */
  dayOptions?: (day: string) => ReactNode;
  /** Taken times that can be tapped to wait for, and what shows under the slots for one. */
  taken?: TakenTimes | undefined;
  afterSlots?: ReactNode;
}

/** A month, a day and a slot: for a new booking as for moving one. */
export function SlotPicker({ choice, dayOptions, taken, afterSlots }: Props) {
  return (
    <div className={styles.picker}>
      <DayPicker choice={choice} />
      {choice.day && (
        <>
          {dayOptions?.(choice.day)}
          <DaySlots choice={choice} taken={taken} />
          {afterSlots}
        </>
      )}
    </div>
  );
}
