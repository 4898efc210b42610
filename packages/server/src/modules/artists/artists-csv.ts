import type { Artist } from '@mehendi/shared';
import { csvStream, csvTime, type CsvColumn } from '../../http/csv';

const COLUMNS: readonly CsvColumn<Artist>[] = [
  ['Artist ID', (artist) => artist._id],
  ['Applied at', (artist) => csvTime(artist.createdAt)],
  ['Full name', (artist) => artist.fullName],
  ['WhatsApp number', (artist) => artist.whatsappNumber],
  ['Verified phone', (artist) => artist.phone],
  ['Address', (artist) => artist.address],
  ['Pincode', (artist) => artist.pincode],
  ['Job term', (artist) => artist.jobTerm],
  ['Varieties', (artist) => artist.mehendiVarieties.join(' ')],
  ['Availability', (artist) => artist.availability.timeRange],
  ['Status', (artist) => artist.status],
  ['Review note', (artist) => artist.reviewNote],
];

/** The applications as the CSV the console's Export button downloads (times in Asia/Kolkata), streamed batch by batch. */
export function artistsCsv(batches: AsyncIterable<readonly Artist[]>): AsyncGenerator<string> {
  return csvStream(COLUMNS, batches);
}
