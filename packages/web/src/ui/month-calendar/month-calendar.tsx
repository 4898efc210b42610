import { dayNames, formatDay } from '@mehendi/shared';
import { useEffect, useRef, useState, type KeyboardEvent } from 'react';
import { useTranslation } from '../../i18n';
import type { DayPlaces } from '../../lib/use-availability';
import { addDays, addMonths, mondayIndex, monthOf, monthRange, monthWeeks } from './month-grid';
import './month-calendar.css';

interface MonthCalendarProps {
  /** The month shown, 'YYYY-MM'. */
  month: string;
  onMonth(month: string): void;
  /** The days that may be chosen at all (India's today to the booking horizon). */
  first: string;
  last: string;
  chosen: readonly string[];
  placesOf(day: string): DayPlaces;
  /** An open day was activated: chosen or no longer. */
  onToggle(day: string): void;
  /** A full or closed day was activated: it cannot be chosen here. */
  onFull(day: string): void;
  /** Ids of texts that describe the grid (the field's hint and error). */
  describedBy?: string;
  /** Whether the artist the customer asked for is free on a day (marked, and said by `wishNote`). */
  wishOf?(day: string): boolean;
  wishNote?: string;
  /** A day's own words in place of its standing's ("4 of 7 artists free" for a team), else undefined. */
  noteOf?(day: string): string | undefined;
}

/**
 * A month of days to choose from (docs/pages.md "Dates"): a grid, Monday first, one focusable day at a
 * time (arrow keys move by day and week, Page Up and Page Down by month, Home and End to the week's ends).
 * Days outside the bookable range, full days and closed days (no artist works) are aria-disabled; a full
 * or closed day still answers `onFull`.
 */
export function MonthCalendar(props: MonthCalendarProps) {
  const {
    month,
    onMonth,
    first,
    last,
    chosen,
    placesOf,
    onToggle,
    onFull,
    describedBy,
    wishOf,
    wishNote,
    noteOf,
  } = props;
  const { t, i18n } = useTranslation('calendar');
  const language = i18n.resolvedLanguage ?? i18n.language;
  const [focused, setFocused] = useState(() => chosen.find((day) => monthOf(day) === month) ?? first);
  const grid = useRef<HTMLTableElement>(null);
  const moved = useRef(false);
  // The focusable day is in the shown month: its first bookable day, or the first day.
  const active = monthOf(focused) === month ? focused : month === monthOf(first) ? first : `${month}-01`;

  useEffect(() => {
    if (!moved.current) return;
    moved.current = false;
    grid.current?.querySelector<HTMLButtonElement>(`[data-day="${active}"]`)?.focus();
  }, [active]);

  // Written out, not asked of Intl: the page's first date format is slow (packages/shared/src/dates/day-names.ts).
  const names = dayNames(language);
  const monthName = `${names.monthsLong[Number(month.slice(5, 7)) - 1] ?? ''} ${month.slice(0, 4)}`;
  const canGoBack = month > monthOf(first);
  const canGoOn = month < monthOf(last);

  function move(day: string) {
    if (day < `${monthOf(first)}-01` || monthOf(day) > monthOf(last)) return;
    moved.current = true;
    setFocused(day);
    if (monthOf(day) !== month) onMonth(monthOf(day));
  }

  function onKeyDown(event: KeyboardEvent<HTMLTableElement>) {
    const steps: Record<string, () => string> = {
      ArrowLeft: () => addDays(active, -1),
      ArrowRight: () => addDays(active, 1),
      ArrowUp: () => addDays(active, -7),
      ArrowDown: () => addDays(active, 7),
      Home: () => addDays(active, -mondayIndex(active)),
      End: () => addDays(active, 6 - mondayIndex(active)),
      PageUp: () => sameDateIn(addMonths(month, -1), active),
      PageDown: () => sameDateIn(addMonths(month, 1), active),
    };
    const step = steps[event.key];
    if (!step) return;
    event.preventDefault();
    move(step());
  }

  return (
    <div className="calendar">
      <div className="calendar__head">
        <button
          type="button"
          className="calendar__step"
          aria-label={t('previousMonth')}
          aria-disabled={canGoBack ? undefined : true}
          onClick={() => canGoBack && onMonth(addMonths(month, -1))}
        >
          <span aria-hidden="true">‹</span>
        </button>
        <p className="calendar__month" id={`calendar-${month}`} aria-live="polite">
          {monthName}
        </p>
        <button
          type="button"
          className="calendar__step"
          aria-label={t('nextMonth')}
          aria-disabled={canGoOn ? undefined : true}
          onClick={() => canGoOn && onMonth(addMonths(month, 1))}
        >
          <span aria-hidden="true">›</span>
        </button>
      </div>
      <table
        ref={grid}
        role="grid"
        className="calendar__grid"
        aria-labelledby={`calendar-${month}`}
        aria-describedby={describedBy}
        aria-multiselectable="true"
        onKeyDown={onKeyDown}
      >
        <thead>
          <tr>
            {names.weekdaysNarrow.map((narrow, index) => (
              <th key={names.weekdaysLong[index]} scope="col" abbr={names.weekdaysLong[index]}>
                {narrow}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {monthWeeks(month).map((week) => (
            <tr key={week.find(Boolean)}>
              {week.map((day, index) => {
                if (!day) return <td key={`blank-${index}`} role="gridcell" />;
                const bookable = day >= first && day <= last;
                const places = bookable ? placesOf(day) : 'open';
                const isChosen = chosen.includes(day);
                const note = !bookable ? '' : (noteOf?.(day) ?? (places === 'open' ? '' : t(NOTES[places])));
                const refused = places === 'full' || places === 'closed';
                const wished = bookable && !refused && wishOf?.(day) === true;
                const said = [formatDay(day, language, { weekday: true }), note, wished ? wishNote : '']
                  .filter(Boolean)
                  .join(', ');
                return (
                  <td key={day} role="gridcell" aria-selected={isChosen}>
                    <button
                      type="button"
                      className="calendar__day"
                      data-day={day}
                      data-places={bookable ? places : 'outside'}
                      tabIndex={day === active ? 0 : -1}
                      data-focus-first={day === active ? true : undefined}
                      aria-disabled={!bookable || (refused && !isChosen) ? true : undefined}
                      aria-label={said}
                      data-wish={wished ? 'free' : undefined}
                      aria-current={day === first ? 'date' : undefined}
                      onClick={() => {
                        setFocused(day);
                        if (!bookable) return;
                        if (refused && !isChosen) onFull(day);
                        else onToggle(day);
                      }}
                    >
                      <span className="calendar__number">{Number(day.slice(8))}</span>
                      {note && (
                        <span className="calendar__note" aria-hidden="true">
                          {note}
                        </span>
                      )}
                    </button>
                  </td>
                );
              })}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

/** The word under a day that is not simply open. */
const NOTES = { closed: 'noArtists', full: 'full', few: 'fewLeft' } as const;

/** The same date of the month in `month`, or its last day when it has fewer days. */
function sameDateIn(month: string, day: string): string {
  const wanted = `${month}-${day.slice(8, 10)}`;
  const { to } = monthRange(month);
  return wanted > to ? to : wanted;
}
