import { forwardRef, useEffect, useImperativeHandle, useRef } from 'react';
import type {} from 'altcha/types/react';
import { ApiRequestError } from '../lib/api-client';

// The widget's code (the largest part of the phone login) is not needed to show the form, and parsing it
// would hold up a slow phone just as the page appears: it is fetched when the visitor starts on the form
// (while the number is typed), or when a code is sent, whichever comes first (docs/pages.md). The admin
// login, which needs it only after the account's failure limit, fetches it only then (preload off).
const loadAltcha = () => import('altcha');

export interface CaptchaHandle {
  /**
   * Solves a fresh proof-of-work challenge; the base64 payload, or null when it could not be solved. When
   * the widget's code or its challenge could not be fetched at all (offline), it throws ApiRequestError
   * with status 0, as any call that never reached the server, so the page says there is no connection.
   */
  solve(): Promise<string | null>;
}

export interface CaptchaProps {
  onExpired(): void;
  /** Fetch the widget's code as soon as the form is focused (default); off where a captcha is rarely asked for. */
  preload?: boolean;
}

/**
 * The invisible ALTCHA proof of work (docs/decisions.md §3): nothing to click, it runs when the code is sent
 * (or when the admin login is asked for one). Each solution is good for one call, so every call starts from
 * a new challenge.
 */
export const Captcha = forwardRef<CaptchaHandle, CaptchaProps>(function Captcha(
  { onExpired, preload = true },
  ref,
) {
  const widget = useRef<HTMLElementTagNameMap['altcha-widget']>(null);

  useEffect(() => {
    if (!preload) return;
    const form = widget.current?.closest('form');
    if (!form) return;
    const start = () => void loadAltcha().catch(() => undefined);
    form.addEventListener('focusin', start, { once: true });
    return () => form.removeEventListener('focusin', start);
  }, [preload]);

  useEffect(() => {
    const element = widget.current;
    if (!element) return;
    element.addEventListener('expired', onExpired);
    return () => element.removeEventListener('expired', onExpired);
  }, [onExpired]);

  useImperativeHandle(ref, () => ({
    async solve() {
      let unreachable = false;
      const noted = (error: unknown) => {
        unreachable = true;
        throw error;
      };
      let payload: string | null = null;
      try {
        // Defining the element upgrades the one already in the page; offline, its code does not arrive.
        await loadAltcha().catch(noted);
        const element = widget.current;
        if (element) {
          element.reset();
          // The widget fetches the challenge itself: this fetch tells a lost connection from a refusal.
          await element.configure({ fetch: (input, init) => fetch(input, init).catch(noted) });
          payload = (await element.verify())?.payload ?? null;
        }
      } catch {
        payload = null;
      }
      if (unreachable) throw new ApiRequestError(0, {});
      return payload;
    },
  }));

  return (
    <altcha-widget
      ref={widget}
      challenge="/api/auth/captcha"
      display="invisible"
      auto="off"
      name="captcha"
      configuration={JSON.stringify({ hideFooter: true, hideLogo: true })}
    />
  );
});
