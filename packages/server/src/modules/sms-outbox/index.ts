// The SMS outbox's public entry: what other modules may use (README: "Where to change what").
export {
  applyReceipt,
  cancelTexts,
  countFailedTexts,
  enqueueTexts,
  hasTextOfState,
  queuedTextsOf,
  textsOfBookings,
  type BookingText,
  type OutgoingText,
  type Receipt,
} from './sms-outbox.repository';
export { queueTextsWith } from './queue-texts-with';
export { startOutboxWorker, type OutboxWorker } from './sms-outbox.worker';
