// The phone-auth module's public entry: what other modules (a customer deleting their data) use.
export { deletePhoneRecords } from './phone-auth.repository';
