import { useId, useState } from 'react';
import type { MyBooking, TeamChoice } from '@mehendi/shared';
import { useTranslation } from '../../../i18n';
import { useConfirm } from '../../../ui/confirm-dialog';
import { useToast } from '../../../ui/toast';
import { chooseForTeam } from '../api/my-bookings-api';
import {
  teamChoiceAsked,
  teamChoiceTexts,
  teamProgressText,
  teamSeatNames,
  teamWentAheadText,
} from './team-texts';
import './team.css';

/**
 * A team booking on My bookings (issue 47, docs/pages.md): "4 of 7 artists confirmed" with the artists
 * confirmed by first name, and when the team is short 48 hours before, the customer's choice: go ahead
 * with those confirmed (the guests they serve and the new estimate said plainly) or cancel with the
 * advance refunded.
 */
export function TeamPanel({
  token,
  booking,
  onChanged,
  onRefused,
}: {
  token: string;
  booking: MyBooking;
  onChanged(): Promise<void>;
  onRefused(error: unknown): void;
}) {
  const { t } = useTranslation('records');
  const toast = useToast();
  const [confirm, confirmDialog] = useConfirm();
  const [busy, setBusy] = useState(false);
  const id = useId();
  const team = booking.team;
  if (!team) return null;
  const open = booking.status === 'new' || booking.status === 'confirmed';
  const names = teamSeatNames(t, team);
  const asked = teamChoiceAsked(booking);
  const texts = asked ? teamChoiceTexts(t, booking) : null;
  const wentAhead = teamWentAheadText(t, booking);

  const choose = async (choice: TeamChoice) => {
    if (busy) return;
    if (
      choice === 'cancel' &&
      !(await confirm(t('myBookings.teamCancelQuestion'), {
        yes: t('myBookings.confirmCancel'),
        no: t('myBookings.keep'),
        danger: true,
      }))
    )
      return;
    setBusy(true);
    try {
      const now = await chooseForTeam(token, booking._id, choice);
      const said =
        choice === 'cancel'
          ? t('myBookings.teamCancelled')
          : teamWentAheadText(t, now ?? { ...booking, team: { ...team, choice } });
      if (said) toast.success(said);
      await onChanged();
    } catch (error) {
      onRefused(error);
    } finally {
      setBusy(false);
    }
  };

  return (
    <div className="my-team">
      {open && (
        <>
          <p className="my-team__progress">{teamProgressText(t, team)}</p>
          <progress
            className="my-team__bar"
            value={team.confirmed}
            max={team.artistsNeeded}
            aria-hidden="true"
          />
        </>
      )}
      {names.length > 0 && (
        <>
          <p className="my-team__label" id={`${id}-seats`}>
            {t('myBookings.teamSeats')}
          </p>
          <ul className="my-team__seats" aria-labelledby={`${id}-seats`}>
            {names.map((name, index) => (
              <li key={`${index}-${name}`}>{name}</li>
            ))}
          </ul>
        </>
      )}
      {texts && (
        <section className="my-team__choice" aria-labelledby={`${id}-choice`} role="group">
          <h3 id={`${id}-choice`}>{texts.title}</h3>
          <p>{texts.text}</p>
          <div className="my-team__option">
            <button
              type="button"
              className="button button--primary"
              disabled={busy}
              onClick={() => void choose('go_ahead')}
            >
              {texts.goAhead}
            </button>
            {texts.goAheadText && <p className="field__hint">{texts.goAheadText}</p>}
          </div>
          <div className="my-team__option">
            <button
              type="button"
              className="button button--ghost"
              disabled={busy}
              onClick={() => void choose('cancel')}
            >
              {texts.cancel}
            </button>
            <p className="field__hint">{texts.cancelText}</p>
          </div>
        </section>
      )}
      {wentAhead && open && <p className="my-note my-team__went">{wentAhead}</p>}
      {confirmDialog}
    </div>
  );
}
