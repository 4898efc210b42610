import { useEffect, useRef, type CSSProperties } from 'react';
import { Link, useSearchParams } from 'wouter';
import { TIME_SLOTS, indianDay, latinDigits, type SeasonAnswer, formatDay } from '@mehendi/shared';
import { useTranslation } from '../../../i18n';
import { useSeason } from '../api/season';
import { ListState } from './list-state';
import './season.css';

type Day = SeasonAnswer['days'][number];

// The slots' short names, in TIME_SLOTS order (Morning, Afternoon, Evening, Any Time).
const SLOT_KEYS = ['morning', 'afternoon', 'evening', 'any'] as const;
const MONTH = /^\d{4}-(0[1-9]|1[0-2])$/;

/** 'YYYY-MM' moved by `by` months. */
function shiftMonth(month: string, by: number): string {
  const [year, m] = month.split('-').map(Number) as [number, number];
  return new Date(Date.UTC(year, m - 1 + by, 1)).toISOString().slice(0, 7);
}

/** 0 for a Monday … 6 for a Sunday. */
const mondayIndex = (date: string) => (new Date(`${date}T00:00:00Z`).getUTCDay() + 6) % 7;

/**
 * How a day that may be booked stands, in the public calendar's words: closed when no artist works any of
 * its slots, full when no slot has a place left (but some artist works), else null.
 */
function dayMark(day: Day, requestsOnly: boolean): 'closed' | 'full' | null {
  if (requestsOnly || !day.open) return null;
  if (day.slots.every((slot) => slot.standing === 'closed')) return 'closed';
  return day.slots.every((slot) => slot.places === 0) ? 'full' : null;
}

/**
 * The season view (docs/pages.md#admin-pages): a month, Monday first, each date with the bookings held, the
 * places left and the waiting list per slot; a date opens the bookings list of that day. On a phone the
 * month is a list of days; from 700 px a calendar grid. The month is in the address (`month`), so the way
 * back from a day's bookings returns to it.
 */
export function SeasonSection({ liveVersion }: { liveVersion: number }) {
  const { t, i18n } = useTranslation('admin');
  const [search, setSearch] = useSearchParams();
  const today = indianDay(new Date());
  const asked = search.get('month') ?? '';
  const month = MONTH.test(asked) ? asked : today.slice(0, 7);
  const season = useSeason(month);
  const language = i18n.resolvedLanguage ?? i18n.language;
  const locale = latinDigits(`${language}-IN`);

  // A booking made or changed elsewhere (a live notification) moves the counts.
  const seenLive = useRef(liveVersion);
  const reload = season.reload;
  useEffect(() => {
    if (seenLive.current === liveVersion) return;
    seenLive.current = liveVersion;
    reload();
  }, [liveVersion, reload]);

  const go = (by: number) =>
    setSearch((current) => {
      const params = new URLSearchParams(current);
      params.set('month', shiftMonth(month, by));
      return params;
    });

  const monthTitle = new Intl.DateTimeFormat(locale, {
    month: 'long',
    year: 'numeric',
    timeZone: 'UTC',
  }).format(new Date(`${month}-01T00:00:00Z`));
  const weekdays = Array.from({ length: 7 }, (_, i) =>
    // 2024-01-01 was a Monday.
    new Intl.DateTimeFormat(locale, { weekday: 'short', timeZone: 'UTC' }).format(
      new Date(Date.UTC(2024, 0, 1 + i)),
    ),
  );
  const data = season.data?.month === month ? season.data : undefined;
  const slotName = (index: number) => t(`season.slots.${SLOT_KEYS[index]!}`);

  return (
    <section aria-labelledby="admin-section-title" className="season">
      <div className="admin-section-head">
        <h2 id="admin-section-title">{t('sections.season')}</h2>
      </div>
      <div className="season__nav">
        <button type="button" className="button button--small" onClick={() => go(-1)}>
          <span aria-hidden="true">‹ </span>
          {t('season.previous')}
        </button>
        <h3 className="season__month" aria-live="polite">
          {monthTitle}
        </h3>
        <button type="button" className="button button--small" onClick={() => go(1)}>
          {t('season.next')}
          <span aria-hidden="true"> ›</span>
        </button>
      </div>
      <p className="season__legend">
        <span className="season__key season__key--held">{t('season.held')}</span>
        <span aria-hidden="true"> · </span>
        <span className="season__key season__key--left">{t('season.left')}</span>
        <span aria-hidden="true"> · </span>
        <span className="season__key season__key--waiting">{t('season.waiting')}</span>
        <span className="season__legend-note"> {t('season.legendNote')}</span>
      </p>
      {data?.requestsOnly && <p className="admin-one-record">{t('season.requestsOnly')}</p>}
      <ListState
        loading={season.loading && !data}
        failed={season.error !== undefined}
        empty={!data}
        emptyText=""
        onRetry={season.reload}
      />
      {data && (
        <>
          <ol className="season__weekdays" aria-hidden="true">
            {weekdays.map((name) => (
              <li key={name}>{name}</li>
            ))}
          </ol>
          <ol className="season__days">
            {data.days.map((day, index) => {
              const mark = dayMark(day, data.requestsOnly);
              const dateText = formatDay(day.date, language);
              const summary = day.slots
                .map((slot, i) =>
                  t('season.slotSummary', {
                    slot: slotName(i),
                    held: slot.held,
                    left: day.open && !data.requestsOnly ? slot.places : '–',
                    waiting: slot.waiting,
                  }),
                )
                .join('; ');
              const classes = [
                'season__day',
                mark ? `season__day--${mark}` : '',
                day.open ? '' : 'season__day--past',
                day.date === today ? 'season__day--today' : '',
              ].join(' ');
              return (
                <li
                  key={day.date}
                  className={classes}
                  style={
                    index === 0
                      ? ({ '--first-column': mondayIndex(day.date) + 1 } as CSSProperties)
                      : undefined
                  }
                >
                  <Link
                    className="season__link"
                    to={`?${new URLSearchParams({ section: 'customers', date: day.date }).toString()}`}
                    aria-current={day.date === today ? 'date' : undefined}
                  >
                    <span className="visually-hidden">
                      {dateText}
                      {mark ? `, ${t(`season.${mark}`)}` : ''}: {summary}. {t('season.openDay')}
                    </span>
                    <span className="season__date" aria-hidden="true">
                      <span className="season__weekday">{weekdays[mondayIndex(day.date)]}</span>
                      <span className="season__number">{Number(day.date.slice(8))}</span>
                      {mark && <span className="season__badge">{t(`season.${mark}`)}</span>}
                    </span>
                    <span className="season__slots" aria-hidden="true">
                      {TIME_SLOTS.map((slot, i) => {
                        const counts = day.slots[i]!;
                        const counted = day.open && !data.requestsOnly;
                        return (
                          <span
                            key={slot}
                            className={`season__slot${counted && counts.places === 0 ? ` season__slot--${counts.standing === 'closed' ? 'closed' : 'full'}` : ''}`}
                          >
                            <span className="season__slot-name">{t(`season.short.${SLOT_KEYS[i]!}`)}</span>
                            <span className="season__counts">
                              <span className="season__held">{counts.held}</span>
                              <span className="season__left">{counted ? counts.places : '–'}</span>
                              <span className="season__waiting">{counts.waiting}</span>
                            </span>
                          </span>
                        );
                      })}
                    </span>
                  </Link>
                </li>
              );
            })}
          </ol>
        </>
      )}
    </section>
  );
}
