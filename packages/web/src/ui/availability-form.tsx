import { useId, useState, type FormEvent } from 'react';
import {
  AVAILABILITY_LIMITS,
  MESSAGES,
  WEEKDAYS,
  WORK_SLOTS,
  artistAvailabilitySchema,
  fieldErrors,
  normaliseLanguage,
  smsSlot,
  type ArtistAvailability,
  type DayOff,
  type Weekday,
  type WorkSlot,
  dayNames,
  formatDay,
} from '@mehendi/shared';
import { useTranslation } from '../i18n';
import { ApiRequestError } from '../lib/api-client';
import { translateMessage } from '../lib/translate-error';
import { ChoiceGroup } from './choice-group';
import { FieldError, TextField } from './field';
import { SubmitButton } from './submit-button';
import { useToast } from './toast';
import './availability-form.css';

/** The weekday names of the page's language, Monday first (written out: packages/shared/src/dates/day-names.ts). */
function weekdayNamesIn(language: string): Record<Weekday, string> {
  const names = dayNames(language).weekdaysLong;
  return Object.fromEntries(WEEKDAYS.map((day, index) => [day, names[index] ?? day])) as Record<
    Weekday,
    string
  >;
}

type Messages = Partial<Record<'weekly' | 'daysOff' | 'maxJobsPerDay' | 'from' | 'to', string>>;

/**
 * When an artist works (docs/pages.md): the slots they take on each weekday, the most jobs in a day and
 * days off, with Save. The artist's "When I work" (My work) and the console's "When they work" (an
 * artist's details) both show it; `onSave` stores it (a 400's field messages are shown by the fields),
 * `onFailed` takes any other failure.
 */
export function AvailabilityForm({
  title,
  intro,
  initial,
  onSave,
  onFailed,
  className = 'card my-account',
}: {
  title: string;
  intro: string;
  initial: ArtistAvailability;
  onSave(availability: ArtistAvailability): Promise<{ message: string; availability: ArtistAvailability }>;
  onFailed(error: unknown): void;
  className?: string;
}) {
  const { t, i18n } = useTranslation('records');
  const toast = useToast();
  const language = normaliseLanguage(i18n.language);
  const id = useId();
  const [availability, setAvailability] = useState(initial);
  // What the server holds: a day off is saved at once on top of it, leaving unsaved week changes to Save.
  const [stored, setStored] = useState(initial);
  const [adding, setAdding] = useState<DayOff>({ from: '', to: '', note: '' });
  const [messages, setMessages] = useState<Messages>({});
  const [saving, setSaving] = useState(false);
  const say = (message: string | undefined) => (message ? translateMessage(t, message, language) : undefined);

  const weekdayNames = weekdayNamesIn(language);

  const toggle = (day: Weekday, slot: WorkSlot, on: boolean) => {
    setAvailability((old) => {
      const slots = on ? [...old.weekly[day], slot] : old.weekly[day].filter((other) => other !== slot);
      return {
        ...old,
        weekly: { ...old.weekly, [day]: WORK_SLOTS.filter((known) => slots.includes(known)) },
      };
    });
    setMessages((old) => ({ ...old, weekly: undefined }));
  };

  /** Saves a new list of days off at once (one step), with the rest as stored. */
  const saveDaysOff = async (daysOff: DayOff[]): Promise<boolean> => {
    setSaving(true);
    try {
      const saved = await onSave({ ...stored, daysOff });
      setStored(saved.availability);
      setAvailability((old) => ({ ...old, daysOff: saved.availability.daysOff }));
      setMessages((old) => ({ ...old, daysOff: undefined }));
      toast.success(translateMessage(t, saved.message));
      return true;
    } catch (error) {
      if (error instanceof ApiRequestError && error.status === 400) setMessages(error.fields);
      else onFailed(error);
      return false;
    } finally {
      setSaving(false);
    }
  };

  const addDaysOff = async () => {
    const range = { from: adding.from, to: adding.to || adding.from, note: adding.note?.trim() };
    if (!range.from) return setMessages((old) => ({ ...old, from: MESSAGES.invalidDate }));
    if (range.to < range.from) return setMessages((old) => ({ ...old, to: MESSAGES.dayOffOrder }));
    if (availability.daysOff.length >= AVAILABILITY_LIMITS.daysOff)
      return setMessages((old) => ({ ...old, daysOff: MESSAGES.tooManyDaysOff }));
    const daysOff = [...availability.daysOff, range.note ? range : { from: range.from, to: range.to }].sort(
      (a, b) => a.from.localeCompare(b.from),
    );
    setMessages((old) => ({ ...old, from: undefined, to: undefined, daysOff: undefined }));
    if (await saveDaysOff(daysOff)) setAdding({ from: '', to: '', note: '' });
  };

  const save = async (event: FormEvent) => {
    event.preventDefault();
    const checked = artistAvailabilitySchema.safeParse(availability);
    if (!checked.success) return setMessages(fieldErrors(checked.error));
    setSaving(true);
    try {
      const saved = await onSave(availability);
      setAvailability(saved.availability);
      setStored(saved.availability);
      setMessages({});
      toast.success(translateMessage(t, saved.message));
    } catch (error) {
      if (error instanceof ApiRequestError && error.status === 400) setMessages(error.fields);
      else onFailed(error);
    } finally {
      setSaving(false);
    }
  };

  const day = (value: string) => formatDay(value, language, { weekday: true });
  return (
    <section className={`${className} availability-form`} aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`}>{title}</h2>
      <p className="field__hint">{intro}</p>
      <form noValidate onSubmit={(event) => void save(event)}>
        <fieldset className="field" data-invalid={messages.weekly ? 'true' : undefined}>
          <legend className="field__label">{t('availabilityForm.week')}</legend>
          <table className="week-grid">
            <thead>
              <tr>
                <th scope="col">{t('availabilityForm.day')}</th>
                {WORK_SLOTS.map((slot) => (
                  <th key={slot} scope="col">
                    {smsSlot(slot, language)}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {WEEKDAYS.map((weekday) => (
                <tr key={weekday}>
                  <th scope="row">{weekdayNames[weekday]}</th>
                  {WORK_SLOTS.map((slot) => (
                    <td key={slot}>
                      {/* The whole 44 px box takes the tap, not only the small tick box. */}
                      <label className="week-grid__box">
                        <input
                          type="checkbox"
                          aria-label={t('availabilityForm.slotOn', {
                            day: weekdayNames[weekday],
                            slot: smsSlot(slot, language),
                          })}
                          checked={availability.weekly[weekday].includes(slot)}
                          onChange={(event) => toggle(weekday, slot, event.target.checked)}
                        />
                      </label>
                    </td>
                  ))}
                </tr>
              ))}
            </tbody>
          </table>
          <FieldError id={`${id}-weekly-error`} error={say(messages.weekly)} />
        </fieldset>

        <ChoiceGroup
          legend={t('availabilityForm.maxJobs')}
          hint={t('availabilityForm.maxJobsHint')}
          name="maxJobsPerDay"
          type="radio"
          options={[1, 2, 3].map((count) => ({ value: String(count), label: String(count) }))}
          selected={[String(availability.maxJobsPerDay)]}
          onToggle={(value) => setAvailability((old) => ({ ...old, maxJobsPerDay: Number(value) }))}
          error={say(messages.maxJobsPerDay)}
        />

        <fieldset className="field days-off" data-invalid={messages.daysOff ? 'true' : undefined}>
          <legend className="field__label">{t('availabilityForm.daysOff')}</legend>
          <p className="field__hint">{t('availabilityForm.daysOffHint')}</p>
          {availability.daysOff.length === 0 ? (
            <p>{t('availabilityForm.noDaysOff')}</p>
          ) : (
            <ul className="days-off__list">
              {availability.daysOff.map((range, index) => {
                const when =
                  range.from === range.to
                    ? day(range.from)
                    : t('availabilityForm.range', { from: day(range.from), to: day(range.to) });
                return (
                  <li key={`${range.from}-${range.to}-${index}`} className="days-off__item">
                    <span>
                      {when}
                      {range.note ? <span className="days-off__note"> · {range.note}</span> : null}
                    </span>
                    <button
                      type="button"
                      className="button button--ghost button--small"
                      aria-label={t('availabilityForm.removeDaysOff', { when })}
                      disabled={saving}
                      onClick={() =>
                        void saveDaysOff(availability.daysOff.filter((_, other) => other !== index))
                      }
                    >
                      {t('availabilityForm.remove')}
                    </button>
                  </li>
                );
              })}
            </ul>
          )}
          <div className="days-off__add">
            <TextField
              type="date"
              label={t('availabilityForm.from')}
              value={adding.from}
              onChange={(event) => {
                setAdding((old) => ({ ...old, from: event.target.value }));
                setMessages((old) => ({ ...old, from: undefined }));
              }}
              error={say(messages.from)}
            />
            <TextField
              type="date"
              label={t('availabilityForm.to')}
              hint={t('availabilityForm.toHint')}
              min={adding.from || undefined}
              value={adding.to}
              onChange={(event) => {
                setAdding((old) => ({ ...old, to: event.target.value }));
                setMessages((old) => ({ ...old, to: undefined }));
              }}
              error={say(messages.to)}
            />
            <TextField
              label={t('availabilityForm.note')}
              maxLength={500}
              value={adding.note ?? ''}
              onChange={(event) => setAdding((old) => ({ ...old, note: event.target.value }))}
            />
            <button
              type="button"
              className="button button--ghost"
              disabled={saving}
              onClick={() => void addDaysOff()}
            >
              {t('availabilityForm.addDaysOff')}
            </button>
          </div>
          <FieldError id={`${id}-days-off-error`} error={say(messages.daysOff)} />
        </fieldset>

        <div className="availability-form__actions">
          <SubmitButton className="button button--primary" disabled={saving} aria-busy={saving || undefined}>
            {t(saving ? 'availabilityForm.saving' : 'availabilityForm.save')}
          </SubmitButton>
        </div>
      </form>
    </section>
  );
}
