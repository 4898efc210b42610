// The notifications module's public entry: what other modules may use (docs/decisions: module boundaries).
export { insertNotification } from './notifications.repository';
export type { Notifier } from './notifications.socket';
