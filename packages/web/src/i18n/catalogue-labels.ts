import type { ArtistVariety, BookingVariety, JobTerm, TimeSlot } from '@mehendi/shared';

// Catalogue values are stored verbatim (long English texts with ':' and parentheses, poor keys), so
// each value maps to a plain translation key in common.json. The Record types make a new value a type error.

const VARIETY_KEYS: Record<BookingVariety | ArtistVariety, string> = {
  Bridal: 'bridal',
  'Bridal (Engagement)': 'bridalEngagement',
  Engagement: 'engagement',
  Munj: 'munj',
  'Baby Shower': 'babyShower',
  Karwachauth: 'karwachauth',
  Siders: 'siders',
};

const TIME_SLOT_KEYS: Record<TimeSlot, string> = {
  'Morning to Afternoon (11:00 AM to 4:00 PM)': 'morningAfternoon',
  'Afternoon to Evening (4:00 PM to 9:00 PM)': 'afternoonEvening',
  'Late Evening (9:00 PM onwards)': 'lateEvening',
  'Any Time From Morning Till Night': 'anyTime',
};

const JOB_TERM_KEYS: Record<JobTerm, string> = { 'Part-time': 'partTime', 'Full-time': 'fullTime' };

/** common.json key of a variety's label, e.g. t(varietyLabelKey('Baby Shower')). */
export function varietyLabelKey(variety: BookingVariety | ArtistVariety): string {
  return `varieties.${VARIETY_KEYS[variety]}`;
}

export function timeSlotLabelKey(slot: TimeSlot): string {
  return `timeSlots.${TIME_SLOT_KEYS[slot]}`;
}

export function jobTermLabelKey(term: JobTerm): string {
  return `jobTerms.${JOB_TERM_KEYS[term]}`;
}

/** For a stored value that may no longer be in the catalogue: its label key, or undefined (show it as is). */
export function labelKeyOfStored(value: string): string | undefined {
  if (Object.hasOwn(VARIETY_KEYS, value)) return varietyLabelKey(value as BookingVariety);
  if (Object.hasOwn(TIME_SLOT_KEYS, value)) return timeSlotLabelKey(value as TimeSlot);
  if (Object.hasOwn(JOB_TERM_KEYS, value)) return jobTermLabelKey(value as JobTerm);
  return undefined;
}
