import type { FastifyRequest } from 'fastify';

export type SecurityEvent =
  | 'sign-in-failed'
  | 'sign-in-limited'
  | 'change-password-failed'
  | 'change-password-limited'
  | 'otp-send-limited'
  | 'otp-verify-failed'
  | 'upload-refused'
  | 'application-limited'
  | 'booking-limited'
  | 'rate-limited';

/**
 * One warn line per security event (docs/decisions.md), with a `securityEvent` field to filter on; the
 * request's log line already carries the masked client address and the route.
 */
export function logSecurityEvent(
  request: FastifyRequest,
  event: SecurityEvent,
  details: Record<string, unknown> = {},
): void {
  request.log.warn({ securityEvent: event, ...details }, `security event: ${event}`);
}
