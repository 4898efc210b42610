import path from 'node:path';

export const E2E_ADMIN = { email: 'admin@e2e.example', password: 'e2e admin password' } as const;
// E2E_SERVER_LOG lets two Playwright runs in one working tree keep their own logs (and OTPs) apart.
export const SERVER_LOG = path.resolve(process.env.E2E_SERVER_LOG ?? 'test-results/e2e-server.log');
// The e2e server's MSG91 webhook secret: with the console provider's message ids, a spec can post a
// (fake) delivery receipt (docs/messaging.md#trying-receipts-locally).
export const E2E_MSG91_WEBHOOK_SECRET = 'e2e-msg91-webhook-secret';
// The visit's address the booking form asks for; the SPEC's payload (bookingPayload) has none, so a kept
// booking without it does not pass the form's check after phone login.
export const VISIT_VENUE = { venueAddress: '12 Tilak Road, Sadashiv Peth', venuePincode: '411030' } as const;
