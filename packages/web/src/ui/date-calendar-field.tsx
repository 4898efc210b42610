import { Suspense, useEffect, useId, useState } from 'react';
import { useTranslation } from '../i18n';
import { formatDay } from '../lib/format-day';
import { usePlaces } from '../lib/use-availability';
import { useAfterHydration } from '../lib/use-after-hydration';
import { FieldError } from './field';
import { MonthCalendar } from './month-calendar/month-calendar';
import { bookableDays, monthOf } from './month-calendar/month-grid';
import './date-chips.css';

interface DateCalendarFieldProps {
  dates: readonly string[];
  onChange(dates: string[]): void;
  /** The slot and variety the places are counted for ('' while not chosen). */
  slot: string;
  variety: string;
  error?: string;
  /** Chosen days the customer keeps although full (waiting for a place), shown as such. */
  waiting?: ReadonlySet<string>;
  /** Days whose place is the booking's own (Change date): they are never counted as full. */
  own?: readonly string[];
  /** Offered for a full day: "Join the waiting list for {date}" (the booking form). */
  onJoinWaitlist?(day: string): void;
  /** The chosen days found full, whenever that changes (the form refuses them or waits for them). */
  onFullChosen?(days: string[]): void;
  /**
   * A tapped day goes to the caller instead of being added or taken away: Change date moves a day with it
   * (features/my-bookings/reschedule). The chips' Remove buttons still call onChange.
   */
  onPick?(day: string): void;
  /** What a tap does, in place of the booking form's "pick one or more days". */
  hint?: string;
}

/**
 * Several dates (YYYY-MM-DD) picked on a month calendar showing where artists are free (docs/pages.md
 * "Dates"): a full day cannot be picked, a day with one or two places says "few left"; the chosen days are
 * listed below, each removable. Today and the places exist only in the browser, so the calendar appears
 * after hydration, in a box of its own size.
 */
export function DateCalendarField(props: DateCalendarFieldProps) {
  const { dates, onChange, error } = props;
  const { t, i18n } = useTranslation('public');
  const id = useId();
  const language = i18n.resolvedLanguage ?? i18n.language;
  const hydrated = useAfterHydration();
  const placeholder = <div className="calendar-placeholder" aria-hidden="true" />;

  return (
    <div
      className="field"
      data-invalid={error ? 'true' : undefined}
      role="group"
      aria-labelledby={`${id}-label`}
    >
      <p id={`${id}-label`} className="field__label">
        {t('booking.dates')}
      </p>
      <p id={`${id}-hint`} className="field__hint">
        {props.hint ?? t('booking.datesHint')}
      </p>
      {hydrated ? (
        <Suspense fallback={placeholder}>
          <CalendarWithPlaces {...props} describedBy={`${id}-hint${error ? ` ${id}-error` : ''}`} />
        </Suspense>
      ) : (
        placeholder
      )}
      <ul className="date-chips" aria-label={t('booking.chosenDates')}>
        {dates.map((date) => (
          <li key={date} className="date-chip">
            <time dateTime={date}>{formatDay(date, language)}</time>
            {props.waiting?.has(date) && (
              <Suspense fallback={null}>
                <WaitingNote />
              </Suspense>
            )}
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

function WaitingNote() {
  const { t } = useTranslation('calendar');
  return <span className="date-chip__day">{t('waiting')}</span>;
}

function CalendarWithPlaces({
  dates,
  onChange,
  onPick,
  slot,
  variety,
  waiting,
  onJoinWaitlist,
  onFullChosen,
  own = [],
  describedBy,
}: DateCalendarFieldProps & { describedBy: string }) {
  const { t, i18n } = useTranslation('calendar');
  const language = i18n.resolvedLanguage ?? i18n.language;
  const [{ first, last }] = useState(() => bookableDays(new Date()));
  const [month, setMonth] = useState(() =>
    monthOf(dates.find((day) => day >= first && day <= last) ?? first),
  );
  // The full day last tapped, which cannot be chosen (the waiting list may be offered for it).
  const [tapped, setTapped] = useState<string | null>(null);
  const counted = usePlaces([month, ...dates.map(monthOf)], slot, variety);
  const places = counted && ((day: string) => (own.includes(day) ? 'open' : counted(day)));
  const fullChosen = places ? dates.filter((day) => places(day) === 'full') : [];
  const fullKey = fullChosen.join(',');
  useEffect(() => {
    onFullChosen?.(fullKey ? fullKey.split(',') : []);
    // Reported when the set of days changes, not on every render.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [fullKey]);
  const unheld = fullChosen.filter((day) => !waiting?.has(day));
  const offered = tapped && !dates.includes(tapped) ? tapped : unheld[0];
  const day = (text: string) => formatDay(text, language);

  return (
    <>
      <MonthCalendar
        month={month}
        onMonth={setMonth}
        first={first}
        last={last}
        chosen={dates}
        placesOf={places ?? (() => 'open')}
        describedBy={describedBy}
        onToggle={(picked) => {
          setTapped(null);
          if (onPick) return onPick(picked);
          onChange(
            dates.includes(picked) ? dates.filter((other) => other !== picked) : [...dates, picked].sort(),
          );
        }}
        onFull={setTapped}
      />
      {/* Polite: a date that became full when the slot or variety changed is read out once. */}
      <p className="calendar-status field__hint" role="status">
        {tapped && !dates.includes(tapped)
          ? t('dayFull', { date: day(tapped) })
          : unheld.length > 0
            ? t('nowFull', { dates: unheld.map(day).join(', ') })
            : ''}
      </p>
      {offered && onJoinWaitlist && (
        <button
          type="button"
          className="button button--ghost calendar-join"
          onClick={() => {
            setTapped(null);
            onJoinWaitlist(offered);
          }}
        >
          {t('joinWaitlist', { date: day(offered) })}
        </button>
      )}
    </>
  );
}
