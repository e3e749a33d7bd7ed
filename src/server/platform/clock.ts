/** The one way server code learns the time; tests and NOW= swap what it answers. */
export interface Clock {
  now(): Date;
}

export const systemClock: Clock = { now: () => new Date() };

/** A clock that reads `start` at this moment and runs on in real time from there. */
export function clockStartingAt(start: Date, realNow: () => number = Date.now): Clock {
  const offset = start.getTime() - realNow();
  return { now: () => new Date(realNow() + offset) };
}
