import type { BookingTeam } from '@mehendi/shared';
import { useTranslation } from '../../../i18n';
import { seatHolderText, seatLabel, teamConfirmedText } from './team-text';
import './team.css';

/**
 * A team booking's seats in its details (docs/pages.md, docs/bookings.md#team-bookings): "4 of 7 artists
 * confirmed", then each seat with its role, state and artist, and Fill (an open seat) or Change (a seat
 * offered or accepted) while the booking takes an artist.
 */
export function TeamSeats({
  team,
  names,
  customer,
  onChoose,
}: {
  team: BookingTeam;
  names: ReadonlyMap<string, string> | undefined;
  /** The customer's name, for the buttons' accessible names. */
  customer: string;
  /** Opens the assign dialog on a seat; absent when the booking takes no artist (done, cancelled). */
  onChoose?: (seat: number) => void;
}) {
  const { t } = useTranslation('admin');
  return (
    <section className="team-seats" aria-labelledby="team-seats-title">
      <h3 id="team-seats-title" className="team-seats__title">
        {t('team.title', { count: team.artistsNeeded })}
      </h3>
      <p className="team-seats__confirmed">{teamConfirmedText(t, team)}</p>
      <ol className="team-seats__list">
        {team.seats.map((seat) => {
          const label = seatLabel(t, seat);
          return (
            <li key={seat.seat} className={`team-seat team-seat--${seat.state}`}>
              <span className="team-seat__who">
                <span className="team-seat__label">{label}</span>
                <span className="team-seat__holder">{seatHolderText(t, seat, names)}</span>
              </span>
              {onChoose && (
                <button
                  type="button"
                  className="button button--small"
                  aria-label={t(seat.state === 'open' ? 'team.fillLabel' : 'team.changeLabel', {
                    seat: label,
                    name: customer,
                  })}
                  onClick={() => onChoose(seat.seat)}
                >
                  {t(seat.state === 'open' ? 'team.fill' : 'team.change')}
                </button>
              )}
            </li>
          );
        })}
      </ol>
    </section>
  );
}
