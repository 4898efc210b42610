import type { PhoneRole } from '@mehendi/shared';
import { readJson, removeItem, writeJson } from './storage';

/** The short-lived session the server gave for a verified phone; it authorises one booking or application. */
export interface PhoneSession {
  token: string;
  role: PhoneRole;
  phone: string;
}

function isPhoneSession(value: unknown): value is PhoneSession {
  if (typeof value !== 'object' || value === null) return false;
  const record = value as Record<string, unknown>;
  return (
    typeof record.token === 'string' && typeof record.role === 'string' && typeof record.phone === 'string'
  );
}

export function readPhoneSession(role: PhoneRole): PhoneSession | null {
  const stored = readJson('phoneSession');
  return isPhoneSession(stored) && stored.role === role ? stored : null;
}

export function savePhoneSession(session: PhoneSession): void {
  writeJson('phoneSession', session);
}

export function clearPhoneSession(): void {
  removeItem('phoneSession');
}
