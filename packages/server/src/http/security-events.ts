import type { FastifyRequest } from 'fastify';
import { maskIp } from './redact';

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
 * One warn line per security event (docs/decisions.md), with a `securityEvent` field to filter on, the
 * route and the masked client address.
 */
export function logSecurityEvent(
  request: FastifyRequest,
  event: SecurityEvent,
  details: Record<string, unknown> = {},
): void {
  request.log.warn(
    { securityEvent: event, route: request.routeOptions.url, ip: maskIp(request.ip), ...details },
    `security event: ${event}`,
  );
}
