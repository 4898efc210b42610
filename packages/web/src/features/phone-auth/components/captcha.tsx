import { forwardRef, useEffect, useImperativeHandle, useRef } from 'react';
import 'altcha';
import 'altcha/types/react';

export interface CaptchaHandle {
  /** Solves a fresh proof-of-work challenge; the base64 payload, or null when it could not be solved. */
  solve(): Promise<string | null>;
}

/**
 * The invisible ALTCHA proof of work (docs/decisions.md §3): nothing to click, it runs when the code is sent.
 * Each solution is good for one send, so every call starts from a new challenge.
 */
export const Captcha = forwardRef<CaptchaHandle, { onExpired(): void }>(function Captcha({ onExpired }, ref) {
  const widget = useRef<HTMLElementTagNameMap['altcha-widget']>(null);

  useEffect(() => {
    const element = widget.current;
    if (!element) return;
    element.addEventListener('expired', onExpired);
    return () => element.removeEventListener('expired', onExpired);
  }, [onExpired]);

  useImperativeHandle(ref, () => ({
    async solve() {
      const element = widget.current;
      if (!element) return null;
      try {
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
