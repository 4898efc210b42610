import { useCallback, useEffect, useRef, useState, type FormEvent } from 'react';
import { useTranslation } from '../../../i18n';
import { fieldErrors, MESSAGES, OTP_LENGTH, otpSendSchema } from '@mehendi/shared';
import { ApiRequestError } from '../../../lib/api-client';
import {
  clearPhoneSession,
  readPhoneSession,
  savePhoneSession,
  type PhoneSession,
} from '../../../lib/phone-session';
import { errorMessage, messageText, translateMessage } from '../../../lib/translate-error';
import { useToast } from '../../../ui/toast';
import { sendOtp } from '../api/send-otp';
import { verifyOtp } from '../api/verify-otp';
import {
  readPendingPhone,
  readResendAt,
  writePendingPhone,
  writeResendAt,
  type PhoneAuthFlow,
} from '../phone-auth-flow';
import { Captcha, type CaptchaHandle } from '../../../ui/captcha';
import { CodeStep } from './code-step';
import { emptyDigits } from './otp-boxes';
import { PhoneStep } from './phone-step';
import '../phone-auth.css';

type Step = 'phone' | 'code' | 'completing' | 'failed';

interface PhoneAuthCardProps {
  /** The query's role as given; null flow when it is neither customer nor artist. */
  role: string;
  flow: PhoneAuthFlow | null;
  onBack(): void;
}

/**
 * Phone login (docs/pages.md): number and invisible captcha, then the six-digit code, then the role's next
 * step.
 */
export function PhoneAuthCard({ role, flow, onBack }: PhoneAuthCardProps) {
  const { t, i18n } = useTranslation('public');
  const toast = useToast();
  const captcha = useRef<CaptchaHandle>(null);
  const pending = flow ? readPendingPhone(flow.role) : null;
  const [step, setStep] = useState<Step>(pending ? 'code' : 'phone');
  const [phone, setPhone] = useState(pending?.phone ?? '');
  const [nonce, setNonce] = useState(pending?.nonce ?? '');
  const [digits, setDigits] = useState(emptyDigits);
  /** How many codes were refused: each empties the boxes and puts the cursor in the first. */
  const [refused, setRefused] = useState(0);
  const [errors, setErrors] = useState<{ phone?: string; code?: string; general?: string }>({});
  const [sending, setSending] = useState(false);
  const [verifying, setVerifying] = useState(false);
  const [resendAt, setResendAt] = useState(readResendAt);
  const common = (key: keyof typeof MESSAGES) => messageText(t, key);
  const onCaptchaExpired = useCallback(() => setErrors({ phone: messageText(t, 'captchaExpired') }), [t]);

  // The number typed on the booking or artist form, so it need not be typed twice (docs/pages.md).
  useEffect(() => {
    if (pending || !flow?.knownNumber) return;
    let live = true;
    void flow.knownNumber().then((digits) => {
      if (live && digits) setPhone((typed) => typed || `+91${digits}`);
    });
    return () => {
      live = false;
    };
  }, [flow, pending]);

  const waitUntil = (seconds: number) => {
    const at = Date.now() + seconds * 1000;
    setResendAt(at);
    writeResendAt(at);
  };

  const onPhoneChange = (value: string) => {
    setPhone(value);
    // A corrected number clears its message at once.
    setErrors((old) => (old.phone ? { ...old, phone: undefined } : old));
  };

  const send = async () => {
    const checked = otpSendSchema.safeParse({ phone, role, captcha: 'pending' });
    if (!checked.success) {
      const found = fieldErrors(checked.error);
      setErrors({ phone: translateMessage(t, found.phone ?? found.role ?? MESSAGES.invalidPhone) });
      return;
    }
    if (!flow) return;
    const missing = await flow.precheck();
    if (missing) return setErrors({ phone: translateMessage(t, missing) });
    setSending(true);
    setErrors({});
    try {
      const payload = await captcha.current?.solve();
      if (!payload) return setErrors({ phone: common('captchaFailed') });
      const sent = await sendOtp({ phone, role: flow.role, captcha: payload, language: i18n.language });
      waitUntil(sent.retryAfter);
      toast.success(common('otpSent'), { id: 'otp-sent' });
      setNonce(sent.nonce);
      writePendingPhone(flow.role, { phone, nonce: sent.nonce });
      setDigits(emptyDigits());
      setStep('code');
    } catch (error) {
      // Too early for a new code: the resend button counts down to when the server accepts it.
      const retryAfter =
        error instanceof ApiRequestError ? (error.body as { retryAfter?: unknown }).retryAfter : 0;
      if (typeof retryAfter === 'number' && retryAfter > 0) waitUntil(retryAfter);
      if (step === 'code' && typeof retryAfter === 'number' && retryAfter > 0) return;
      setErrors({ phone: errorMessage(t, error, 'otpSendFailed') });
    } finally {
      setSending(false);
    }
  };

  const finish = async (session: PhoneSession) => {
    if (!flow) return;
    setStep('completing');
    setErrors({});
    try {
      const message = await flow.complete(session);
      if (message) {
        setErrors({ general: translateMessage(t, message) });
        setStep('failed');
      }
    } catch (error) {
      if (error instanceof ApiRequestError && error.status === 401) {
        // The phone session ran out before the data was sent: verify again.
        clearPhoneSession();
        setStep('phone');
        return setErrors({ phone: common('unauthorized') });
      }
      setErrors({ general: errorMessage(t, error, flow.failureKey) });
      setStep('failed');
    }
  };

  const verify = async (code = digits.join('')) => {
    if (!flow || verifying) return;
    if (code.length !== OTP_LENGTH) return setErrors({ code: common('invalidOtp') });
    setVerifying(true);
    setErrors({});
    try {
      const { token } = await verifyOtp({ phone, code, nonce });
      const session = { token, role: flow.role, phone };
      savePhoneSession(session);
      writePendingPhone(flow.role, null);
      await finish(session);
    } catch (error) {
      setErrors({ code: errorMessage(t, error, 'invalidOtp') });
      // A refused code is typed again from the first box: left in place, one changed digit would send a
      // mixed code on every keystroke and spend the tries. A failed connection keeps it for another try.
      if (error instanceof ApiRequestError && error.status < 500) {
        setDigits(emptyDigits());
        setRefused((count) => count + 1);
      }
    } finally {
      setVerifying(false);
    }
  };

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (step === 'phone') void send();
    else if (step === 'code') void verify();
  };

  return (
    <form className="form-card phone-auth" noValidate onSubmit={onSubmit}>
      {step === 'phone' && (
        <PhoneStep
          phone={phone}
          onPhoneChange={onPhoneChange}
          error={errors.phone}
          busy={sending}
          onBack={onBack}
        />
      )}
      {step === 'code' && (
        <CodeStep
          phone={phone}
          digits={digits}
          refused={refused}
          onDigitsChange={(next) => {
            setDigits(next);
            setErrors((old) => (old.code ? { ...old, code: undefined } : old));
            // A code submits once every box is filled (the sixth digit, a paste, the keyboard's suggestion);
            // after a refusal the boxes start empty, so that means six new digits.
            if (next.every(Boolean) && !digits.every(Boolean)) void verify(next.join(''));
          }}
          onCodeReceived={(code) => {
            setDigits(code.split(''));
            void verify(code);
          }}
          resendAt={resendAt}
          error={errors.code ?? errors.phone}
          busy={verifying}
          resending={sending}
          onResend={() => void send()}
          onChangeNumber={() => {
            if (flow) writePendingPhone(flow.role, null);
            setErrors({});
            setStep('phone');
          }}
        />
      )}
      {step === 'completing' && (
        <p className="phone-auth__progress" role="status">
          <span className="mini-spinner" aria-hidden="true" />{' '}
          {t(flow?.role === 'artist' ? 'phoneAuth.sendingApplication' : 'phoneAuth.savingBooking')}
        </p>
      )}
      {step === 'failed' && (
        <div className="phone-auth__failed">
          <p className="alert alert--error" role="alert">
            {errors.general}
          </p>
          <div className="form-actions form-actions--split">
            <button type="button" className="button button--ghost" onClick={onBack}>
              {t('phoneAuth.backToForm')}
            </button>
            <button
              type="button"
              className="button button--primary"
              onClick={() => {
                const session = flow && readPhoneSession(flow.role);
                if (session) void finish(session);
                else setStep('phone');
              }}
            >
              {t('phoneAuth.tryAgain')}
            </button>
          </div>
        </div>
      )}
      <Captcha ref={captcha} onExpired={onCaptchaExpired} />
    </form>
  );
}
