import { useId, useMemo } from 'react';
import { useTranslation } from '../../../i18n';
import PhoneInput, {
  getCountries,
  getCountryCallingCode,
  type Country,
  type Value,
} from 'react-phone-number-input/min';
import type { Labels } from 'react-phone-number-input';
import 'react-phone-number-input/style.css';
import { FieldError } from '../../../ui/field';
import { useAfterHydration } from '../../../lib/use-after-hydration';

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

/** Country names in the reader's language from the browser's own data: no locale files to download. */
function useCountryLabels(language: string, international: string): Labels {
  // The build's Node and the browser name countries differently, so the prerendered page and its
  // takeover show the codes; the names follow at once (docs/pages.md).
  const hydrated = useAfterHydration();
  return useMemo(() => {
    const names = new Intl.DisplayNames([language, 'en'], { type: 'region', fallback: 'code' });
    const labels: Labels = { ZZ: international };
    for (const country of getCountries()) labels[country] = hydrated ? (names.of(country) ?? country) : country;
    return labels;
  }, [language, international, hydrated]);
}

export function PhoneStep({ phone, onPhoneChange, error, busy, onBack }: PhoneStepProps) {
  const { t, i18n } = useTranslation('public');
  const id = useId();
  const labels = useCountryLabels(i18n.language, t('phoneAuth.international'));
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
          labels={labels}
          locales={i18n.language}
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
