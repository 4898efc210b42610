import { useEffect } from 'react';

/** The phone-login route module; both forms lead there, so they fetch it while they are being filled in. */
export const loadPhoneAuth = () => import('./routes/phone-auth');

interface NetworkInformation {
  saveData?: boolean;
}

/**
 * Fetches a route module when the browser is idle, so the next page opens without waiting for the
 * network; null waits (until the page shows what it is for). Skipped when the user asked the browser to
 * save data.
 */
export function usePreloadWhenIdle(load: (() => Promise<unknown>) | null): void {
  useEffect(() => {
    if (!load) return;
    const connection = (navigator as Navigator & { connection?: NetworkInformation }).connection;
    if (connection?.saveData) return;
    // A failed fetch is not an error here: the route loads (and reports) on its own when opened.
    const start = () => void load().catch(() => undefined);
    if (typeof requestIdleCallback === 'function') {
      const id = requestIdleCallback(start, { timeout: 3000 });
      return () => cancelIdleCallback(id);
    }
    const timer = setTimeout(start, 1000);
    return () => clearTimeout(timer);
  }, [load]);
}
