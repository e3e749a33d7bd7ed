import type { Clock } from '../../src/server/platform/clock';

/** A clock the test moves by hand. */
export class ManualClock implements Clock {
  private current: number;

  constructor(start: string | Date) {
    this.current = new Date(start).getTime();
  }

  now(): Date {
    return new Date(this.current);
  }

  set(instant: string | Date): void {
    this.current = new Date(instant).getTime();
  }

  advance(ms: number): void {
    this.current += ms;
  }
}
