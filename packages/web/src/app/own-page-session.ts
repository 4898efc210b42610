import { useCallback, useMemo } from 'react';
import { useLocation } from 'wouter';
import type { PhoneRole } from '@mehendi/shared';
import { paths } from '../config/paths';
import { keepLinkedCard } from '../lib/linked-card';
import { clearPhoneSession, readPhoneSession, signOutPhone, type PhoneSession } from '../lib/phone-session';

/**
 * The phone session My bookings or My work needs (docs/pages.md): without one the phone login opens and
 * comes back; a session the server refuses is forgotten and asked for again; Sign out ends it everywhere.
 */
export function useOwnPageSession(role: PhoneRole) {
  const [, navigate] = useLocation();
  const session: PhoneSession | null = useMemo(() => readPhoneSession(role), [role]);
  const toLogin = useCallback(() => {
    clearPhoneSession();
    keepLinkedCard();
    navigate(paths.phoneAuthThenOwnPage(role), { replace: true });
  }, [navigate, role]);
  const signOut = useCallback(() => {
    if (session) void signOutPhone(session);
    navigate(paths.home);
  }, [navigate, session]);
  return { session, toLogin, signOut };
}
