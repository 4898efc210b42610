import type { MessageKey, PhoneRole } from '@mehendi/shared';
import type { PhoneSession } from '../../lib/phone-session';

/** What a role does around phone login; the route assembles it from the booking or artist feature. */
export interface PhoneAuthFlow {
  role: PhoneRole;
  /** An English message when there is nothing waiting to be sent (checked before a code is sent). */
  precheck(): Promise<string | null>;
  /** Sends what waited for the verified phone and moves on; throws ApiRequestError, or returns a message. */
  complete(session: PhoneSession): Promise<string | null>;
  /** Shown when completing fails without a message of the server's. */
  failureKey: MessageKey;
  /** The 10-digit number typed on the role's form, offered as the login number. */
  knownNumber?(): Promise<string | null>;
}

const RESEND_KEY = 'phoneAuthResendAt';

/** When (epoch ms) the server will accept a new code; kept per tab so a reload keeps the countdown. */
export function readResendAt(): number {
  try {
    return Number(sessionStorage.getItem(RESEND_KEY)) || 0;
  } catch {
    return 0;
  }
}

export function writeResendAt(at: number): void {
  try {
    sessionStorage.setItem(RESEND_KEY, String(at));
  } catch {
    // The countdown lasts for this page view only.
  }
}

const PENDING_KEY = 'phoneAuthPending';

/** The number a code was sent to and the send call's nonce (docs/api.md), per tab. */
export interface PendingPhone {
  phone: string;
  nonce: string;
}

/** The pending code of this tab, so a reload stays on the code step. */
export function readPendingPhone(role: PhoneRole): PendingPhone | null {
  try {
    const stored = JSON.parse(sessionStorage.getItem(PENDING_KEY) ?? 'null') as {
      role?: string;
      phone?: string;
      nonce?: string;
    } | null;
    return stored?.role === role && typeof stored.phone === 'string' && typeof stored.nonce === 'string'
      ? { phone: stored.phone, nonce: stored.nonce }
      : null;
  } catch {
    return null;
  }
}

export function writePendingPhone(role: PhoneRole, pending: PendingPhone | null): void {
  try {
    if (pending) sessionStorage.setItem(PENDING_KEY, JSON.stringify({ role, ...pending }));
    else sessionStorage.removeItem(PENDING_KEY);
  } catch {
    // Without storage a reload returns to the number step; nothing else is lost.
  }
}
