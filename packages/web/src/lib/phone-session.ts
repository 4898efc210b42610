import type { PhoneRole } from '@mehendi/shared';
import { apiRequest } from './api-client';
import { readJson, removeItem, writeJson } from './storage';

/**
 * The session the server gave for a verified phone. Kept in the browser for its lifetime (24 hours, as on
 * the server: docs/data.md#stored-in-the-browser) so My bookings and My work open without a new code.
 */
export interface PhoneSession {
  token: string;
  role: PhoneRole;
  phone: string;
  /** Epoch milliseconds; sessions stored before this field existed count as expired. */
  expiresAt?: number;
}

export const PHONE_SESSION_TTL_MS = 24 * 60 * 60 * 1000;

function isPhoneSession(value: unknown): value is PhoneSession {
  if (typeof value !== 'object' || value === null) return false;
  const record = value as Record<string, unknown>;
  return (
    typeof record.token === 'string' && typeof record.role === 'string' && typeof record.phone === 'string'
  );
}

export function readPhoneSession(role: PhoneRole): PhoneSession | null {
  const stored = readJson('phoneSession');
  if (!isPhoneSession(stored) || stored.role !== role) return null;
  return (stored.expiresAt ?? 0) > Date.now() ? stored : null;
}

export function savePhoneSession(session: PhoneSession): void {
  writeJson('phoneSession', {
    ...session,
    expiresAt: session.expiresAt ?? Date.now() + PHONE_SESSION_TTL_MS,
  });
}

export function clearPhoneSession(): void {
  removeItem('phoneSession');
}

/** Sign out: ends the session on the server too; the browser forgets it even when the server is unreachable. */
export async function signOutPhone(session: PhoneSession): Promise<void> {
  clearPhoneSession();
  await apiRequest('/api/my/sign-out', { method: 'POST', token: session.token }).catch(() => undefined);
}
