import { useId } from 'react';
import { useTranslation } from '../../../i18n';
import PhoneInput, { getCountryCallingCode, type Country, type Value } from 'react-phone-number-input/min';
import 'react-phone-number-input/style.css';
import { FieldError } from '../../../ui/field';

interface PhoneStepProps {
  phone: string;
  onPhoneChange(phone: string): void;
  error?: string;
  busy: boolean;
  onBack(): void;
}

/** The country as text ('IN +91'): no flag images to download, and readable where emoji flags are not. */
function CountryCode({ country }: { country?: Country }) {
  return (
    <span className="phone-input__code">
      {country ? `${country} +${getCountryCallingCode(country)}` : '+'}
    </span>
  );
}

export function PhoneStep({ phone, onPhoneChange, error, busy, onBack }: PhoneStepProps) {
  const { t } = useTranslation('public');
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
        <PhoneInput
          id={id}
          className="phone-input"
          defaultCountry="IN"
          international={false}
          flagComponent={CountryCode}
          countrySelectProps={{ 'aria-label': t('phoneAuth.country') }}
          autoComplete="tel"
          value={(phone || undefined) as Value | undefined}
          onChange={(value) => onPhoneChange(value ?? '')}
          aria-invalid={error ? true : undefined}
          aria-describedby={`${id}-hint${error ? ` ${id}-error` : ''}`}
        />
        <FieldError id={`${id}-error`} error={error} />
      </div>
      <div className="form-actions form-actions--split">
        <button type="button" className="button button--ghost" onClick={onBack}>
          {t('phoneAuth.back')}
        </button>
        <button type="submit" className="button button--primary" disabled={busy} aria-busy={busy}>
          {busy ? t('phoneAuth.sending') : t('phoneAuth.sendOtp')}
        </button>
      </div>
    </>
  );
}
