// The artists module's public entry: what other modules may use (README: "Where to change what").
export { artists } from './artists.schema';
export type { ArtistLeaving, HandedBack } from './artists.service';
export { candidateArtistsById, findArtistByPhone, toArtist, type ArtistRow } from './artists.repository';
export {
  approvedArtistWeeks,
  approvedArtistsRanked,
  type ApprovedArtistWeek,
  type RankedArtist,
} from './availability.repository';
