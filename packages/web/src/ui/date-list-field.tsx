import { useId, useState } from 'react';
import { useTranslation } from '../i18n';
import { isPastDate, lastBookableDay, parseCalendarDay } from '@mehendi/shared';
import { formatDay } from '../lib/format-day';
import { FieldError } from './field';
import { useAfterHydration } from '../lib/use-after-hydration';
import './date-list-field.css';

interface DateListFieldProps {
  dates: readonly string[];
  onChange(dates: string[]): void;
  error?: string;
}

function todayIso(): string {
  const now = new Date();
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`;
}

/**
 * Several dates (YYYY-MM-DD): a date picked in the native input is added at once, so each date is one
 * tap and a picked date is never lost (docs/pages.md); any can be removed from the list.
 */
export function DateListField({ dates, onChange, error }: DateListFieldProps) {
  const { t, i18n } = useTranslation('public');
  const id = useId();
  // What the input shows while a date is typed by keyboard: the year passes through '0002' and '0202'
  // on its way to '2026', so only a day from today on is taken.
  const [pending, setPending] = useState('');
  const language = i18n.resolvedLanguage ?? i18n.language;
  const hydrated = useAfterHydration();

  const add = (value: string) => {
    const day = parseCalendarDay(value);
    if (!day || isPastDate(day, new Date())) return setPending(value);
    if (!dates.includes(day)) onChange([...dates, day].sort());
    setPending('');
  };

  return (
    <div className="field" data-invalid={error ? 'true' : undefined}>
      <label htmlFor={id} className="field__label">
        {t('booking.dates')}
      </label>
      <p id={`${id}-hint`} className="field__hint">
        {t('booking.datesHint')}
      </p>
      <div className="date-picker">
        <input
          id={id}
          type="date"
          className="field__input"
          min={hydrated ? todayIso() : undefined}
          max={hydrated ? lastBookableDay(new Date()) : undefined}
          value={pending}
          onChange={(event) => add(event.target.value)}
          aria-invalid={error ? true : undefined}
          aria-describedby={`${id}-hint ${id}-list${error ? ` ${id}-error` : ''}`}
        />
      </div>
      <ul id={`${id}-list`} className="date-chips" aria-label={t('booking.chosenDates')}>
        {dates.map((date) => (
          <li key={date} className="date-chip">
            <time dateTime={date}>{formatDay(date, language)}</time>
            <button
              type="button"
              className="date-chip__remove"
              aria-label={t('booking.removeDate', { date: formatDay(date, language) })}
              onClick={() => onChange(dates.filter((other) => other !== date))}
            >
              <span aria-hidden="true">×</span>
            </button>
          </li>
        ))}
      </ul>
      <FieldError id={`${id}-error`} error={error} />
    </div>
  );
}
