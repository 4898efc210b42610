import { useEffect } from 'react';

/** The phone-login route module; both forms lead there, so they fetch it while they are being filled in. */
export const loadPhoneAuth = () => import('./routes/phone-auth');

interface NetworkInformation {
  saveData?: boolean;
}

/** What a person does first when they start filling in a form: tap, focus a field, press a key. */
const FIRST_INPUT = ['pointerdown', 'focusin', 'keydown'] as const;

/**
 * Fetches a route module once the visitor starts using the page (then when the browser is idle), so the
 * next page opens without waiting for the network, while a visitor who only looks spends no data on it.
 * Skipped when the user asked the browser to save data.
 */
export function usePreloadOnFirstInput(load: () => Promise<unknown>): void {
  useEffect(() => {
    const connection = (navigator as Navigator & { connection?: NetworkInformation }).connection;
    if (connection?.saveData) return;
    let idle: number | undefined;
    // A failed fetch is not an error here: the route loads (and reports) on its own when opened.
    const start = () => void load().catch(() => undefined);
    const onInput = () => {
      stopListening();
      idle =
        typeof requestIdleCallback === 'function'
          ? requestIdleCallback(start, { timeout: 1000 })
          : window.setTimeout(start, 0);
    };
    const stopListening = () => {
      for (const type of FIRST_INPUT) document.removeEventListener(type, onInput, true);
    };
    for (const type of FIRST_INPUT)
      document.addEventListener(type, onInput, { capture: true, passive: true });
    return () => {
      stopListening();
      if (idle === undefined) return;
      if (typeof cancelIdleCallback === 'function') cancelIdleCallback(idle);
      else clearTimeout(idle);
    };
  }, [load]);
}
