// The notifications module's public entry: what other modules may use (README: "Where to change what").
export {
  aboutArtist,
  aboutBooking,
  insertNotification,
  upsertUnreadNotification,
} from './notifications.repository';
export type { Notifier } from './notifications.socket';
