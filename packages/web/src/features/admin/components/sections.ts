import { isOneOf } from '@mehendi/shared';

/**
 * The dashboard's sidebar sections, in the order of docs/pages.md; the current one is the `section` query
 * parameter.
 */
export const SECTIONS = [
  // The first screen (docs/pages.md); the original console's sections follow in their order.
  'overview',
  'artists',
  'customers',
  // A month of places and waiting lists; a date opens the customers list of that day.
  'season',
  'upload-designs',
  'view-designs',
  'upload-siders',
  'view-siders',
  // Reviews waiting to be checked (issue 27).
  'reviews',
  // Advances by UPI to check against the bank statement (issue 28).
  'advances',
  // The owner's switches: offers to artists (docs/api.md#settings).
  'settings',
] as const;
export type Section = (typeof SECTIONS)[number];

export function sectionOf(value: string | null): Section {
  return isOneOf(SECTIONS, value) ? value : 'overview';
}

/** The query string that opens the booking or application a notification is about, alone in its list. */
export function recordSearch(record: { type: 'booking' | 'artist'; id: string }): string {
  const section: Section = record.type === 'booking' ? 'customers' : 'artists';
  return `?${new URLSearchParams({ section, record: record.id }).toString()}`;
}

/** The query string that opens a section, e.g. `?section=customers`. */
export function sectionSearch(section: Section): string {
  return `?${new URLSearchParams({ section }).toString()}`;
}
