import { useId, useState } from 'react';
import { useTranslation } from '../../../i18n';
import { parseCalendarDay, toUtcMidnight } from '@mehendi/shared';
import { FieldError } from '../../../ui/field';
import { useAfterHydration } from '../../../lib/use-after-hydration';

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

/** Several dates (YYYY-MM-DD): pick one in the native date input, add it, remove any from the list. */
export function DateListField({ dates, onChange, error }: DateListFieldProps) {
  const { t, i18n } = useTranslation('public');
  const id = useId();
  const [pending, setPending] = useState('');
  const hydrated = useAfterHydration();
  const weekday = new Intl.DateTimeFormat(i18n.resolvedLanguage, { weekday: 'short', timeZone: 'UTC' });

  const add = () => {
    const day = parseCalendarDay(pending);
    if (!day) return;
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
          value={pending}
          onChange={(event) => setPending(event.target.value)}
          onKeyDown={(event) => {
            if (event.key === 'Enter') {
              event.preventDefault();
              add();
            }
          }}
          aria-invalid={error ? true : undefined}
          aria-describedby={`${id}-hint ${id}-list${error ? ` ${id}-error` : ''}`}
        />
        <button
          type="button"
          className="button button--ghost"
          onClick={add}
          disabled={!parseCalendarDay(pending)}
        >
          {t('booking.addDate')}
        </button>
      </div>
      <ul id={`${id}-list`} className="date-chips" aria-label={t('booking.chosenDates')}>
        {dates.map((date) => (
          <li key={date} className="date-chip">
            <span>
              {date} <span className="date-chip__day">{weekday.format(new Date(toUtcMidnight(date)))}</span>
            </span>
            <button
              type="button"
              className="date-chip__remove"
              aria-label={t('booking.removeDate', { date })}
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
