import { WEEKDAYS, WORK_SLOTS, type WeeklySlots, type WorkSlot } from '@mehendi/shared';

export interface WeekWords {
  /** Short weekday names, Monday first. */
  weekdays: readonly string[];
  slot(slot: WorkSlot): string;
  /** All three slots. */
  allDay: string;
  /** No slot. */
  off: string;
}

/**
 * An artist's working week in one line, Monday first, runs of days with the same slots together:
 * 'Mon–Sat: Morning, Afternoon · Sun: off'. The console's assign dialog shows it for each candidate (the
 * week they saved in My work, not their application's answer).
 */
export function weekLine(weekly: WeeklySlots, words: WeekWords): string {
  const slotsOf = (index: number) => weekly[WEEKDAYS[index]!];
  const runs: { from: number; to: number }[] = [];
  WEEKDAYS.forEach((_, index) => {
    const last = runs.at(-1);
    if (last && slotsOf(last.from).join() === slotsOf(index).join()) last.to = index;
    else runs.push({ from: index, to: index });
  });
  return runs
    .map(({ from, to }) => {
      const days = from === to ? words.weekdays[from] : `${words.weekdays[from]}–${words.weekdays[to]}`;
      const slots = slotsOf(from);
      const worked =
        slots.length === 0
          ? words.off
          : slots.length === WORK_SLOTS.length
            ? words.allDay
            : slots.map(words.slot).join(', ');
      return `${days}: ${worked}`;
    })
    .join(' · ');
}
