import { useEffect, useRef, useState } from 'react';
import { useParkData } from '../../api/park';
import styles from './HoldCountdown.module.css';
import { announcementBetween, clockWords, secondsLeft } from './holdClock';

/** What is held: one slot, a series' slots, or a pass being bought. */
export type HeldThing = 'slot' | 'slots' | 'pass';

const WORDS: Record<HeldThing, { atZero: string; ended: string }> = {
  slot: {
    atZero: 'If you have not paid by then, the slot is freed for others to book.',
    ended: 'Your hold has ended: the slot is freed for others to book.',
  },
  slots: {
    atZero: 'If you have not paid by then, the slots are freed for others to book.',
    ended: 'Your hold has ended: the slots are freed for others to book.',
  },
  pass: {
    atZero: 'If you have not paid by then, this checkout closes.',
    ended: 'This checkout has closed.',
  },
};

/** Seconds left until `endsAt` by the server's clock, ticking once a second until 0. */
function useSecondsLeft(endsAt: string): number {
  const { time } = useParkData();
  const [seconds, setSeconds] = useState(() => secondsLeft(endsAt, time));
  useEffect(() => {
    const tick = () => {
      const left = secondsLeft(endsAt, time);
      setSeconds(left);
      return left;
    };
    if (tick() === 0) return;
    const timer = setInterval(() => {
      if (tick() === 0) clearInterval(timer);
    }, 1000);
    return () => clearInterval(timer);
  }, [endsAt, time]);
  return seconds;
}

interface Props {
  /** When the hold ends, as the server said (ISO 8601). */
  endsAt: string;
  what: HeldThing;
  /** Called once, when the hold runs out while the page is open. */
  onEnd?: () => void;
}

/**
 * 'Held for you for 14:21 more', counting down each second, and what happens at 0 (decision
 * 120). The clock is a timer, which screen readers leave quiet; a separate polite sentence
 * speaks only at 5 minutes, 1 minute and the end.
 */
export function HoldCountdown({ endsAt, what, onEnd }: Props) {
  const seconds = useSecondsLeft(endsAt);
  const [announcement, setAnnouncement] = useState('');
  const before = useRef(seconds);
  const ended = useRef(onEnd);
  ended.current = onEnd;

  useEffect(() => {
    const previous = before.current;
    before.current = seconds;
    if (seconds === previous) return;
    if (seconds === 0) {
      setAnnouncement(WORDS[what].ended);
      ended.current?.();
      return;
    }
    const words = announcementBetween(previous, seconds);
    if (words) setAnnouncement(words);
  }, [seconds, what]);

  return (
    <div className={styles.hold}>
      {seconds > 0 ? (
        <p>
          Held for you for{' '}
          <span role="timer" className={styles.clock}>
            {clockWords(seconds)}
          </span>{' '}
          more. {WORDS[what].atZero}
        </p>
      ) : (
        <p>{WORDS[what].ended}</p>
      )}
      <p className="visually-hidden" aria-live="polite">
        {announcement}
      </p>
    </div>
  );
}
