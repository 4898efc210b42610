import { useId } from 'react';
import { useTranslation } from '../../../i18n';
import { OTP_LENGTH } from '@mehendi/shared';
import { FieldError } from '../../../ui/field';
import { OtpBoxes } from './otp-boxes';

interface CodeStepProps {
  phone: string;
  digits: string[];
  onDigitsChange(digits: string[]): void;
  error?: string;
  busy: boolean;
  resending: boolean;
  onResend(): void;
  onChangeNumber(): void;
}

export function CodeStep(props: CodeStepProps) {
  const { phone, digits, onDigitsChange, error, busy, resending, onResend, onChangeNumber } = props;
  const { t } = useTranslation('public');
  const id = useId();
  return (
    <>
      <fieldset className="field" data-invalid={error ? 'true' : undefined} aria-describedby={`${id}-hint`}>
        <legend className="field__label">{t('phoneAuth.codeLabel')}</legend>
        <p id={`${id}-hint`} className="field__hint">
          {t('phoneAuth.codeSent', { phone })}
        </p>
        <OtpBoxes
          digits={digits}
          onChange={onDigitsChange}
          labelOf={(index) => t('phoneAuth.digit', { number: index + 1, total: OTP_LENGTH })}
          describedBy={error ? `${id}-error` : undefined}
          invalid={Boolean(error)}
        />
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
          disabled={resending}
          aria-busy={resending}
        >
          {resending ? t('phoneAuth.sending') : t('phoneAuth.resend')}
        </button>
      </div>
    </>
  );
}
