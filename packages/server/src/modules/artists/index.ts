// The artists module's public entry: what other modules (an artist's own page) use.
export { findArtistByPhone, type ArtistRow } from './artists.repository';
