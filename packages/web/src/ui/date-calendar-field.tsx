import { formatDay } from '@mehendi/shared';
import { Suspense, useEffect, useId, useState } from 'react';
import { useTranslation } from '../i18n';
import { teamShortOn, usePlaceCounts, usePlaces } from '../lib/use-availability';
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
  /** Offered for a full day (never a closed one): "Join the waiting list for {date}" (the booking form). */
  onJoinWaitlist?(day: string): void;
  /**
   * The chosen days found full or closed (no artist works), whenever that changes (the form refuses them,
   * or waits for a full one), with the free artists of those too few for the team (`team`).
   */
  onFullChosen?(days: string[], teamShort: Readonly<Record<string, number>>): void;
  /**
   * The artists the booking needs (issue 47; 1 when absent): the days are judged for a team of them, and
   * a day with some free but too few says "{k} of {N} artists free".
   */
  team?: number;
  /**
   * A tapped day goes to the caller instead of being added or taken away: Change date moves a day with it
   * (features/my-bookings/reschedule). The chips' Remove buttons still call onChange.
   */
  onPick?(day: string): void;
  /** What a tap does, in place of the booking form's "pick one or more days". */
  hint?: string;
  /**
   * The artist the customer asked for ("Book with …"): the days she is free are marked. The other days
   * stay choosable (the wish is honoured when she is free; otherwise another artist comes).
   */
  artist?: { id: string; firstName: string } | null;
}

/**
 * Several dates (YYYY-MM-DD) picked on a month calendar showing where artists are free (docs/pages.md
 * "Dates"): a full day (booked out: the waiting list is offered) and a closed one (no artist works: "No
 * artists") cannot be picked, a day with few places says "few left"; the chosen days are listed below,
 * each removable. Today and the places exist only in the browser, so the calendar appears
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
            <time dateTime={date}>{formatDay(date, language, { weekday: true })}</time>
            {props.waiting?.has(date) && (
              <Suspense fallback={null}>
                <WaitingNote />
              </Suspense>
            )}
            <button
              type="button"
              className="date-chip__remove"
              aria-label={t('booking.removeDate', { date: formatDay(date, language, { weekday: true }) })}
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
  artist,
  team = 1,
  describedBy,
}: DateCalendarFieldProps & { describedBy: string }) {
  const { t, i18n } = useTranslation('calendar');
  const language = i18n.resolvedLanguage ?? i18n.language;
  const [{ first, last }] = useState(() => bookableDays(new Date()));
  const [month, setMonth] = useState(() =>
    monthOf(dates.find((day) => day >= first && day <= last) ?? first),
  );
  // The full or closed day last tapped, which cannot be chosen (the waiting list may be offered for a full one).
  const [tapped, setTapped] = useState<string | null>(null);
  // A day was tapped before the slot or variety was chosen: say what the places are counted for.
  const [tappedEarly, setTappedEarly] = useState(false);
  const months = [month, ...dates.map(monthOf)];
  const counts = usePlaceCounts(months, slot, variety, { team });
  const counted = counts?.standing ?? null;
  // A day with some artists free but fewer than the team: "4 of 7 artists free" (never one of its own days).
  const shortOn = (day: string) => (own.includes(day) ? null : teamShortOn(counts, day, team));
  // The wished artist's own places (none asked for without a wish).
  const hers = usePlaces(artist ? months : [], slot, variety, artist?.id);
  const herDay = (day: string) => !!artist && !!hers && ['open', 'few'].includes(hers(day));
  // The day last added, said when the wished artist is not free on it.
  const [added, setAdded] = useState<string | null>(null);
  const places = counted && ((day: string) => (own.includes(day) ? 'open' : counted(day)));
  const fullChosen = places ? dates.filter((day) => places(day) === 'full') : [];
  const closedChosen = places ? dates.filter((day) => places(day) === 'closed') : [];
  const fullKey = [...fullChosen, ...closedChosen]
    .sort()
    .map((day) => `${day}:${shortOn(day) ?? 0}`)
    .join(',');
  useEffect(() => {
    const days = fullKey ? fullKey.split(',').map((entry) => entry.split(':')) : [];
    onFullChosen?.(
      days.map(([day = '']) => day),
      Object.fromEntries(days.filter(([, free]) => free !== '0').map(([day, free]) => [day, Number(free)])),
    );
    // Reported when the set of days changes, not on every render.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [fullKey]);
  const unheld = fullChosen.filter((day) => !waiting?.has(day));
  const tappedNow = tapped && !dates.includes(tapped) ? tapped : null;
  const tappedClosed = tappedNow !== null && places?.(tappedNow) === 'closed';
  // Nobody works a closed day: there is no place to wait for.
  const offered = tappedNow ? (tappedClosed ? undefined : tappedNow) : unheld[0];
  const day = (text: string) => formatDay(text, language, { weekday: true });

  const countedFor =
    !slot && !variety ? 'countedForAny' : !slot ? 'countedForAnyTime' : 'countedForAnyVariety';
  const tappedShort = tappedNow && shortOn(tappedNow);
  const status = tappedNow
    ? tappedShort
      ? t('teamShortDay', { date: day(tappedNow), free: tappedShort, needed: team })
      : t(tappedClosed ? 'dayClosed' : 'dayFull', { date: day(tappedNow) })
    : unheld.length > 0
      ? t(team >= 2 ? 'nowTooFew' : 'nowFull', { dates: unheld.map(day).join(', '), needed: team })
      : closedChosen.length > 0
        ? t('nowClosed', { dates: closedChosen.map(day).join(', ') })
        : artist && hers && added && dates.includes(added) && !herDay(added)
          ? t('artistNotFree', { name: artist.firstName, date: day(added) })
          : '';

  return (
    <>
      {artist && <p className="field__hint">{t('artistDays', { name: artist.firstName })}</p>}
      <MonthCalendar
        wishOf={artist ? herDay : undefined}
        wishNote={artist ? t('artistFree', { name: artist.firstName }) : undefined}
        month={month}
        onMonth={setMonth}
        first={first}
        last={last}
        chosen={dates}
        placesOf={places ?? (() => 'open')}
        noteOf={(one) => {
          const free = shortOn(one);
          return free === null ? undefined : t('teamFree', { free, needed: team });
        }}
        describedBy={describedBy}
        onToggle={(picked) => {
          setTapped(null);
          setTappedEarly(!slot || !variety);
          setAdded(dates.includes(picked) ? null : picked);
          if (onPick) return onPick(picked);
          onChange(
            dates.includes(picked) ? dates.filter((other) => other !== picked) : [...dates, picked].sort(),
          );
        }}
        onFull={(refused) => {
          setTapped(refused);
          setTappedEarly(!slot || !variety);
        }}
      />
      {/* Polite: a date that became full when the slot or variety changed is read out once. */}
      <p className="calendar-status field__hint" role="status">
        {[status, tappedEarly && (!slot || !variety) ? t(countedFor) : ''].filter(Boolean).join(' ')}
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
