import { useId, useState, type FormEvent } from 'react';
import type { TeamTimes } from '@mehendi/shared';
import { useTranslation } from '../../../i18n';
import {
  EXAMPLE_GUESTS,
  MAX_TEAM_MINUTES,
  draftOf,
  exampleArtists,
  readTeamTimes,
  type TeamTimesDraft,
  type TeamTimesErrors,
} from './team-times';
import './team.css';

/**
 * The Settings card of the times a team is sized from (docs/bookings.md#team-bookings): minutes for a
 * bride's design and a guest's, an artist's hours at a function, with what they mean for a bride and 120
 * guests as the owner types. `onSave` answers whether it was saved.
 */
export function TeamTimesCard({
  times,
  onSave,
}: {
  times: TeamTimes;
  onSave(times: TeamTimes): Promise<boolean>;
}) {
  const { t } = useTranslation('admin');
  const id = useId();
  const [draft, setDraft] = useState<TeamTimesDraft>(() => draftOf(times));
  const [errors, setErrors] = useState<TeamTimesErrors>({});
  const [saving, setSaving] = useState(false);
  const read = readTeamTimes(draft);

  async function submit(event: FormEvent) {
    event.preventDefault();
    if ('errors' in read) return setErrors(read.errors);
    setErrors({});
    setSaving(true);
    try {
      await onSave(read.times);
    } finally {
      setSaving(false);
    }
  }

  const box = (name: keyof TeamTimesDraft, step: string) => {
    const error = errors[name];
    return (
      <div className="field team-times__field">
        <label className="field__label" htmlFor={`${id}-${name}`}>
          {t(`settings.team.${name}`)}
        </label>
        <input
          id={`${id}-${name}`}
          className="field__input"
          type="number"
          inputMode="decimal"
          min={name === 'functionHours' ? 0.5 : 1}
          max={name === 'functionHours' ? MAX_TEAM_MINUTES / 60 : MAX_TEAM_MINUTES}
          step={step}
          value={draft[name]}
          onChange={(event) => setDraft({ ...draft, [name]: event.target.value })}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `${id}-${name}-error` : undefined}
        />
        {error && (
          <p id={`${id}-${name}-error`} className="field__error" role="alert">
            {t(`settings.team.${error}Range`, {
              max: error === 'hours' ? MAX_TEAM_MINUTES / 60 : MAX_TEAM_MINUTES,
            })}
          </p>
        )}
      </div>
    );
  };

  return (
    <form className="card owner-setting" onSubmit={(event) => void submit(event)} noValidate>
      <h3 className="owner-setting__title">{t('settings.team.title')}</h3>
      <p className="admin-muted owner-setting__hint">{t('settings.team.hint')}</p>
      <div className="team-times">
        {box('bridalMinutes', '1')}
        {box('guestMinutes', '1')}
        {box('functionHours', '0.5')}
      </div>
      {'times' in read && (
        <p className="team-times__example" role="status">
          {t('settings.team.example', { guests: EXAMPLE_GUESTS, count: exampleArtists(read.times) })}
        </p>
      )}
      <button type="submit" className="button button--primary" disabled={saving}>
        {t('settings.team.save')}
      </button>
    </form>
  );
}
