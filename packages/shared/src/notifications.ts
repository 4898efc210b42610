// What a notification is about, kept apart from its English text so each admin reads it in their language.
import { z } from 'zod';

export const NOTIFICATION_KINDS = [
  'newBooking',
  'newArtist',
  'updatedArtist',
  'bookingCancelled',
  'jobDeclined',
  'jobHandedBack',
  'dataDeleted',
  'jobStarted',
  'startLocked',
  'needsOwner',
] as const;
export type NotificationKind = (typeof NOTIFICATION_KINDS)[number];

export const notificationSubjectSchema = z.discriminatedUnion('kind', [
  z.object({
    kind: z.literal('newBooking'),
    name: z.string(),
    variety: z.string(),
    /** YYYY-MM-DD */
    dates: z.array(z.string()),
  }),
  z.object({ kind: z.literal('newArtist'), name: z.string() }),
  z.object({ kind: z.literal('updatedArtist'), name: z.string() }),
  // A customer cancelled on My bookings; an artist handed a job back on My work (docs/pages.md).
  z.object({
    kind: z.literal('bookingCancelled'),
    name: z.string(),
    variety: z.string(),
    dates: z.array(z.string()),
  }),
  z.object({
    kind: z.literal('jobDeclined'),
    name: z.string(),
    variety: z.string(),
    dates: z.array(z.string()),
  }),
  // The admins took an artist off the approved list (rejected, sent back to review or deleted) and the
  // artist's confirmed booking went back to be assigned (docs/decisions.md §17).
  z.object({
    kind: z.literal('jobHandedBack'),
    name: z.string(),
    variety: z.string(),
    dates: z.array(z.string()),
    artist: z.string(),
  }),
  // The day of the visit (docs/bookings.md#the-day-of-the-visit): the artist entered the start code, or
  // entered a wrong one too often and starting is locked.
  z.object({
    kind: z.literal('jobStarted'),
    name: z.string(),
    variety: z.string(),
    dates: z.array(z.string()),
    artist: z.string(),
  }),
  z.object({
    kind: z.literal('startLocked'),
    name: z.string(),
    variety: z.string(),
    dates: z.array(z.string()),
    artist: z.string(),
  }),
  // No artist took a booking automatically (docs/bookings.md#offers-to-artists): the owner must assign it.
  z.object({
    kind: z.literal('needsOwner'),
    name: z.string(),
    variety: z.string(),
    dates: z.array(z.string()),
  }),
  // A customer deleted their data: deliberately without the number.
  z.object({ kind: z.literal('dataDeleted'), bookings: z.number().int() }),
]);
export type NotificationSubject = z.infer<typeof notificationSubjectSchema>;

/**
 * The English sentence stored as `message` (the socket event's `message`, docs/api.md); no phone numbers, so
 * it can be logged.
 */
export function notificationText(subject: NotificationSubject): string {
  switch (subject.kind) {
    case 'newBooking':
      return `New booking from ${subject.name} for ${subject.variety} on ${subject.dates.join(', ')}`;
    case 'newArtist':
      return `New artist application from ${subject.name}`;
    case 'updatedArtist':
      return `Updated artist application from ${subject.name}`;
    case 'bookingCancelled':
      return `${subject.name} cancelled the ${subject.variety} booking on ${subject.dates.join(', ')}`;
    case 'jobDeclined':
      return `The artist handed back ${subject.name}'s ${subject.variety} booking on ${subject.dates.join(', ')}`;
    case 'jobHandedBack':
      return `${subject.artist} is no longer approved: ${subject.name}'s ${subject.variety} booking on ${subject.dates.join(', ')} needs a new artist`;
    case 'jobStarted':
      return `${subject.artist} started ${subject.name}'s ${subject.variety} booking on ${subject.dates.join(', ')}`;
    case 'startLocked':
      return `${subject.artist} entered a wrong start code too often for ${subject.name}'s ${subject.variety} booking on ${subject.dates.join(', ')}: starting is locked`;
    case 'needsOwner':
      return `No artist took ${subject.name}'s ${subject.variety} booking on ${subject.dates.join(', ')}: please assign one`;
    case 'dataDeleted':
      return `A customer deleted their data (${subject.bookings} bookings)`;
  }
}
