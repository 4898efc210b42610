// The phone-auth module's public entry: what other modules (a customer deleting their data, the booking
// limit) use.
export { deletePhoneRecords } from './phone-auth.repository';
export { createPhoneHash, type PhoneHash } from './phone-hash';
export { loadOrCreateSecret } from './server-secrets.repository';
