import { useEffect, useState } from 'react';
import { localTimeAt } from '../../domain/dates';
import { useParkData } from '../api/park';
import { currentInstant, parkToday } from './serverTime';

/** The park's date and time now, by the server's clock, kept current while the page is open. */
export function useParkClock(tickMs = 30_000): { today: string; nowTime: string } {
  const { park, time } = useParkData();
  const [, setTick] = useState(0);
  useEffect(() => {
    const timer = setInterval(() => setTick((n) => n + 1), tickMs);
    return () => clearInterval(timer);
  }, [tickMs]);
  return {
    today: parkToday(time, park.timeZone),
    nowTime: localTimeAt(currentInstant(time), park.timeZone),
  };
}
