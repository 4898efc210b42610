// What "Change date" does with a tap on its calendar (docs/pages.md "My bookings"): a booking is moved, not
// added to. Tapping another day puts the day being moved there (a one-day booking simply goes to the tapped
// day); tapping one of the booking's days picks it as the one to move. Adding a day is a deliberate step
// ("Add a day"), and removing one is the day's own Remove button.

export interface RescheduleChoice {
  /** The days the booking will have, in order. */
  dates: string[];
  /** The day a tap on another day moves; null while none is left to move. */
  moving: string | null;
  /** Whether the next tap on a free day adds it ("Add a day"). */
  adding: boolean;
}

export function startChoice(dates: readonly string[]): RescheduleChoice {
  const sorted = [...dates].sort();
  return { dates: sorted, moving: sorted[0] ?? null, adding: false };
}

export function tapDay(choice: RescheduleChoice, day: string): RescheduleChoice {
  if (choice.dates.includes(day)) return { ...choice, moving: day, adding: false };
  if (choice.adding || choice.moving === null)
    return { dates: [...choice.dates, day].sort(), moving: day, adding: false };
  const dates = choice.dates.map((other) => (other === choice.moving ? day : other)).sort();
  return { dates, moving: day, adding: false };
}

export function removeDay(choice: RescheduleChoice, day: string): RescheduleChoice {
  const dates = choice.dates.filter((other) => other !== day);
  return { dates, moving: choice.moving === day ? (dates[0] ?? null) : choice.moving, adding: false };
}

/** The days a saved change took away and put in, for the message that says what moved. */
export function changedDays(
  before: readonly string[],
  after: readonly string[],
): { removed: string[]; added: string[] } {
  return {
    removed: before.filter((day) => !after.includes(day)).sort(),
    added: after.filter((day) => !before.includes(day)).sort(),
  };
}
