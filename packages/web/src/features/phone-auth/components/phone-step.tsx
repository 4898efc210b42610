import { useId } from 'react';
import { useTranslation } from '../../../i18n';
import { FieldError } from '../../../ui/field';
import { PhoneNumberInput } from './phone-number-input';
import { SubmitButton } from '../../../ui/submit-button';

interface PhoneStepProps {
  phone: string;
  onPhoneChange(phone: string): void;
  error?: string;
  busy: boolean;
  onBack(): void;
}

export function PhoneStep({ phone, onPhoneChange, error, busy, onBack }: PhoneStepProps) {
  const { t, i18n } = useTranslation('public');
  const id = useId();
  return (
    <>
      <div className="field" data-invalid={error ? 'true' : undefined}>
        <label htmlFor={id} className="field__label">
          {t('phoneAuth.phoneLabel')}
        </label>
        <p id={`${id}-hint`} className="field__hint">
          {t('phoneAuth.phoneHint')}
        </p>
        <PhoneNumberInput
          id={id}
          defaultCountry="IN"
          language={i18n.language}
          internationalLabel={t('phoneAuth.international')}
          countryLabel={t('phoneAuth.country')}
          value={phone}
          onChange={onPhoneChange}
          aria-invalid={error ? true : undefined}
          aria-describedby={`${id}-hint${error ? ` ${id}-error` : ''}`}
        />
        <FieldError id={`${id}-error`} error={error} />
      </div>
      <div className="form-actions form-actions--split">
        <button type="button" className="button button--ghost" onClick={onBack}>
          {t('phoneAuth.back')}
        </button>
        <SubmitButton className="button button--primary" disabled={busy} aria-busy={busy}>
          {busy ? t('phoneAuth.sending') : t('phoneAuth.sendOtp')}
        </SubmitButton>
      </div>
    </>
  );
}
