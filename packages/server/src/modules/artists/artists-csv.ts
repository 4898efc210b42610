import type { Artist } from '@mehendi/shared';
import { toCsv } from '../../http/csv';

const HEADER = [
  'Artist ID',
  'Applied at',
  'Full name',
  'WhatsApp number',
  'Verified phone',
  'Address',
  'Pincode',
  'Job term',
  'Varieties',
  'Availability',
  'Status',
  'Review note',
];

/** The applications as the CSV the console's Export button downloads (times in Asia/Kolkata). */
export function artistsCsv(artists: readonly Artist[]): string {
  const when = new Intl.DateTimeFormat('en-IN', {
    dateStyle: 'medium',
    timeStyle: 'short',
    timeZone: 'Asia/Kolkata',
  });
  return toCsv(
    HEADER,
    artists.map((artist) => [
      artist._id,
      when.format(new Date(artist.createdAt)),
      artist.fullName,
      artist.whatsappNumber,
      artist.phone,
      artist.address,
      artist.pincode,
      artist.jobTerm,
      artist.mehendiVarieties.join(' '),
      artist.availability.timeRange,
      artist.status,
      artist.reviewNote ?? '',
    ]),
  );
}
