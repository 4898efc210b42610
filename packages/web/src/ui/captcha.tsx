import { forwardRef, useEffect, useImperativeHandle, useRef } from 'react';
import type {} from 'altcha/types/react';

// The widget's code (the largest part of the phone login) is not needed to show the form, and parsing it
// would hold up a slow phone just as the page appears: it is fetched when the visitor starts on the form
// (while the number is typed), or when a code is sent, whichever comes first (docs/pages.md). The admin
// login, which needs it only after the account's failure limit, fetches it only then (preload off).
const loadAltcha = () => import('altcha');

export interface CaptchaHandle {
  /** Solves a fresh proof-of-work challenge; the base64 payload, or null when it could not be solved. */
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
      try {
        // Defining the element upgrades the one already in the page.
        await loadAltcha();
        const element = widget.current;
        if (!element) return null;
        element.reset();
        const result = await element.verify();
        return result?.payload ?? null;
      } catch {
        return null;
      }
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
