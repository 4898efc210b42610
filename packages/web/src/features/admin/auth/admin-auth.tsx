import { createContext, useCallback, useContext, useEffect, useMemo, useState, type ReactNode } from 'react';
import { Redirect, useLocation } from 'wouter';
import { paths } from '../../../config/paths';
import { ApiRequestError } from '../../../lib/api-client';
import { PageSpinner } from '../../../ui/page-spinner';
import { checkAdminSession } from '../api/check-session';
import { clearAdminToken, readAdminToken } from './admin-token';

interface AdminAuth {
  token: string;
  email: string;
  /** Runs an API call with the token; a 401 ends the session and leaves for the login page silently. */
  call<T>(request: (token: string) => Promise<T>): Promise<T>;
  /** Forgets the token and goes to the login page. */
  signOut(): void;
}

const AdminAuthContext = createContext<AdminAuth | null>(null);

type SessionState =
  { status: 'checking' } | { status: 'signed-in'; email: string } | { status: 'signed-out' };

/**
 * Guards the admin pages (docs/product.md#flows, docs/decisions.md §4): no stored token, or any answer but
 * 200 to the dashboard check, clears the token and replaces the page with /admin-login without a message.
 */
export function AdminAuthProvider({ children }: { children: ReactNode }) {
  const [, navigate] = useLocation();
  const [token] = useState(readAdminToken);
  const [state, setState] = useState<SessionState>(token ? { status: 'checking' } : { status: 'signed-out' });

  useEffect(() => {
    if (!token) return;
    let live = true;
    checkAdminSession(token).then(
      ({ email }) => live && setState({ status: 'signed-in', email }),
      () => {
        if (!live) return;
        clearAdminToken();
        setState({ status: 'signed-out' });
      },
    );
    return () => {
      live = false;
    };
  }, [token]);

  const signOut = useCallback(() => {
    clearAdminToken();
    navigate(paths.adminLogin, { replace: true });
  }, [navigate]);

  const call = useCallback(
    async <T,>(request: (token: string) => Promise<T>): Promise<T> => {
      try {
        return await request(token ?? '');
      } catch (error) {
        if (error instanceof ApiRequestError && error.status === 401) {
          signOut();
          // The page is being left: settle never, so callers show no failure message on the way out.
          return new Promise<T>(() => {});
        }
        throw error;
      }
    },
    [token, signOut],
  );

  const value = useMemo<AdminAuth | null>(
    () => (state.status === 'signed-in' && token ? { token, email: state.email, call, signOut } : null),
    [state, token, call, signOut],
  );

  if (state.status === 'signed-out') return <Redirect to={paths.adminLogin} replace />;
  if (!value) return <PageSpinner />;
  return <AdminAuthContext.Provider value={value}>{children}</AdminAuthContext.Provider>;
}

export function useAdminAuth(): AdminAuth {
  const auth = useContext(AdminAuthContext);
  if (!auth) throw new Error('useAdminAuth needs an AdminAuthProvider');
  return auth;
}
