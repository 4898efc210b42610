import { useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from '../../../i18n';
import { OTP_LENGTH } from '@mehendi/shared';
import { FieldError } from '../../../ui/field';
import { OtpBoxes } from './otp-boxes';

interface CodeStepProps {
  phone: string;
  digits: string[];
  /** Counts refused codes: each change puts the cursor back in the first (emptied) box. */
  refused: number;
  onDigitsChange(digits: string[]): void;
  error?: string;
  busy: boolean;
  resending: boolean;
  onResend(): void;
  onChangeNumber(): void;
  /** A code Android read from the SMS (WebOTP). */
  onCodeReceived(code: string): void;
  /** Epoch ms from which the server accepts a new code. */
  resendAt: number;
}

/** Seconds left until `at`, ticking each second while any are left. */
function useSecondsUntil(at: number): number {
  const [now, setNow] = useState(Date.now);
  useEffect(() => {
    const tick = () => {
      const time = Date.now();
      setNow(time);
      if (time >= at) clearInterval(timer);
    };
    // At once too: `now` may be from long before this `at` was set.
    const first = setTimeout(tick, 0);
    const timer = setInterval(tick, 1000);
    return () => {
      clearTimeout(first);
      clearInterval(timer);
    };
  }, [at]);
  return Math.max(0, Math.ceil((at - now) / 1000));
}

/** Android Chrome reads the code from the SMS ending in '@host #code' and offers it (WebOTP). */
function useWebOtp(onCode: (code: string) => void) {
  const latest = useRef(onCode);
  useEffect(() => {
    latest.current = onCode;
  });
  useEffect(() => {
    if (!('OTPCredential' in window)) return;
    const abort = new AbortController();
    navigator.credentials
      .get({ otp: { transport: ['sms'] }, signal: abort.signal } as CredentialRequestOptions)
      .then((credential) => {
        const code = (credential as (Credential & { code?: string }) | null)?.code;
        if (code && /^\d+$/.test(code)) latest.current(code);
      })
      .catch(() => undefined);
    return () => abort.abort();
  }, []);
}

export function CodeStep(props: CodeStepProps) {
  const { phone, digits, onDigitsChange, error, busy, resending, onResend, onChangeNumber } = props;
  const { t } = useTranslation('public');
  const id = useId();
  const wait = useSecondsUntil(props.resendAt);
  useWebOtp(props.onCodeReceived);
  const boxes = useRef<HTMLDivElement>(null);
  // The code step opens ready for typing (or for the keyboard's code suggestion), and so it is again after
  // a refused code.
  useEffect(() => boxes.current?.querySelector('input')?.focus(), [props.refused]);
  return (
    <>
      <fieldset className="field" data-invalid={error ? 'true' : undefined} aria-describedby={`${id}-hint`}>
        <legend className="field__label">{t('phoneAuth.codeLabel')}</legend>
        <p id={`${id}-hint`} className="field__hint">
          {t('phoneAuth.codeSent', { phone })}
        </p>
        <div ref={boxes}>
          <OtpBoxes
            digits={digits}
            onChange={onDigitsChange}
            labelOf={(index) => t('phoneAuth.digit', { number: index + 1, total: OTP_LENGTH })}
            describedBy={error ? `${id}-error` : undefined}
            invalid={Boolean(error)}
          />
        </div>
        <FieldError id={`${id}-error`} error={error} />
      </fieldset>
      <button type="submit" className="button button--primary button--block" disabled={busy} aria-busy={busy}>
        {busy ? t('phoneAuth.verifying') : t('phoneAuth.verifyOtp')}
      </button>
      <div className="code-step__links">
        <button type="button" className="link-button" onClick={onChangeNumber}>
          {t('phoneAuth.changeNumber')}
        </button>
        <button
          type="button"
          className="link-button"
          onClick={onResend}
          disabled={resending || wait > 0}
          aria-busy={resending}
        >
          {resending
            ? t('phoneAuth.sending')
            : wait > 0
              ? t('phoneAuth.resendIn', { seconds: wait })
              : t('phoneAuth.resend')}
        </button>
      </div>
    </>
  );
}
