import { startTransition, useEffect, useMemo, useState } from 'react';
import { CALLING_CODES, type Country } from '../calling-codes';
import '../phone-number-input.css';

/** 'ZZ': the number is typed with its own +code. */
type Choice = Country | 'ZZ';

interface PhoneNumberInputProps {
  id: string;
  /** E.164 ('+919876543210'), or '' when nothing usable is typed. */
  value: string;
  onChange(value: string): void;
  defaultCountry: Country;
  language: string;
  internationalLabel: string;
  countryLabel: string;
  'aria-invalid'?: boolean;
  'aria-describedby'?: string;
}

const INDIA_MOBILE = /^(\d{1,5})(\d{0,5})/;

/** How a national number reads while typed: Indian numbers as 98765 43210, others as digits. */
function formatNational(country: Choice, digits: string): string {
  if (country !== 'IN') return digits;
  const [, head = '', tail = ''] = INDIA_MOBILE.exec(digits) ?? [];
  return tail ? `${head} ${tail}${digits.slice(10)}` : digits;
}

function toE164(country: Choice, text: string): string {
  const digits = text.replace(/\D/g, '');
  if (!digits) return '';
  if (country === 'ZZ' || text.trimStart().startsWith('+')) return `+${digits}`;
  // The trunk prefix (0 98765 43210) is not part of the international number.
  const national = digits.replace(/^0+/, '');
  return national ? `+${CALLING_CODES[country]}${national}` : '';
}

function initialText(country: Choice, value: string): string {
  const prefix = country === 'ZZ' ? null : `+${CALLING_CODES[country]}`;
  if (prefix && value.startsWith(prefix)) return formatNational(country, value.slice(prefix.length));
  return value;
}

/**
 * Country and number, giving the number in E.164: the behaviour of react-phone-number-input's national
 * mode without its numbering-plan data, which was most of the phone login's download (docs/pages.md). The
 * server checks the number itself with the full plan.
 */
export function PhoneNumberInput({
  id,
  value,
  onChange,
  defaultCountry,
  language,
  internationalLabel,
  countryLabel,
  ...aria
}: PhoneNumberInputProps) {
  const [country, setCountry] = useState<Choice>(defaultCountry);
  const [text, setText] = useState(() => initialText(defaultCountry, value));
  // A number set from outside (the one typed on the form, filled in after the page is taken over) replaces
  // what the field shows; the field's own typing comes back here unchanged and is left alone.
  const [shown, setShown] = useState(value);
  if (value !== shown) {
    setShown(value);
    if (value !== toE164(country, text)) setText(initialText(country, value));
  }
  // Node (the prerender) and the browser name countries differently: codes until the page is taken over.
  // The names follow in a task of their own, so the takeover does no naming or sorting in the language.
  const [named, setNamed] = useState(false);
  useEffect(() => {
    const timer = setTimeout(() => startTransition(() => setNamed(true)));
    return () => clearTimeout(timer);
  }, []);
  const options = useMemo(() => {
    const codes = (Object.keys(CALLING_CODES) as Country[]).sort();
    if (!named) return codes.map((code) => ({ code, label: code }));
    const names = new Intl.DisplayNames([language, 'en'], { type: 'region', fallback: 'code' });
    // One collator for the whole sort: localeCompare with a language builds one per comparison.
    const collator = new Intl.Collator(language);
    return codes
      .map((code) => ({ code, label: names.of(code) ?? code }))
      .sort((a, b) => collator.compare(a.label, b.label));
  }, [language, named]);

  const update = (nextCountry: Choice, nextText: string) => {
    setCountry(nextCountry);
    setText(nextText);
    const next = toE164(nextCountry, nextText);
    if (next !== value) onChange(next);
  };

  return (
    <div className="phone-input PhoneInput">
      <div className="PhoneInputCountry">
        <select
          aria-label={countryLabel}
          className="PhoneInputCountrySelect"
          value={country}
          onChange={(event) => update(event.target.value as Choice, text)}
        >
          <option value="ZZ">{internationalLabel}</option>
          {options.map(({ code, label }) => (
            <option key={code} value={code}>
              {label}
            </option>
          ))}
        </select>
        {/* The country as text ('IN +91'): no flag images to download, and readable where emoji flags are not. */}
        <div aria-hidden="true" className="PhoneInputCountryIcon PhoneInputCountryIcon--border">
          <span className="phone-input__code">
            {country === 'ZZ' ? '+' : `${country} +${CALLING_CODES[country]}`}
          </span>
        </div>
        <div className="PhoneInputCountrySelectArrow" />
      </div>
      <input
        type="tel"
        autoComplete="tel"
        id={id}
        className="PhoneInputInput"
        value={text}
        onChange={(event) => {
          const typed = event.target.value;
          const international = country === 'ZZ' || typed.trimStart().startsWith('+');
          update(country, international ? typed : formatNational(country, typed.replace(/\D/g, '')));
        }}
        {...aria}
      />
    </div>
  );
}
