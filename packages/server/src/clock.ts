// The server's one clock (docs/operations.md#clock): what "now" is for the rules that compare with today,
// the reminders' due times and the outbox's claim. One per app (buildApp's `clock`), so a test moves it
// instead of waiting.

export interface Clock {
  now(): Date;
}

/** A clock a test sets and moves; it stands still in between. */
export interface MovableClock extends Clock {
  set(at: Date | string): void;
  advance(ms: number): void;
}

export const systemClock: Clock = { now: () => new Date() };

export function movableClock(start: Date | string = new Date()): MovableClock {
  let at = new Date(start).getTime();
  return {
    now: () => new Date(at),
    set: (to) => {
      at = new Date(to).getTime();
    },
    advance: (ms) => {
      at += ms;
    },
  };
}

/** The wall clock `aheadMs` ahead (TEST_CLOCK_AHEAD_MS: a server started as if days had passed). */
export function clockAhead(aheadMs: number): Clock {
  return aheadMs === 0 ? systemClock : { now: () => new Date(Date.now() + aheadMs) };
}
