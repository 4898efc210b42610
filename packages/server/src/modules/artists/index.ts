// The artists module's public entry: what other modules may use (README: "Where to change what").
export { artists } from './artists.schema';
export {
  approvedCandidateArtists,
  findArtistByPhone,
  toArtist,
  type ArtistRow,
  type CandidateArtist,
} from './artists.repository';
export { approvedArtistWeeks, type ApprovedArtistWeek } from './availability.repository';
