import { WORK_SLOTS, dayNames, latinDigits, formatDay } from '@mehendi/shared';
import { useId, useState } from 'react';
import type { Candidate, CustomerBooking } from '@mehendi/shared';
import { useTranslation } from '../../../i18n';
import { Dialog } from '../../../ui/dialog';
import { useWorkActions } from '../api/work-actions';
import { useResource } from '../hooks/use-resource';
import { bookingTeamOf, firstSeat, heldSeatText, seatHolderText, seatLabel } from '../team/team-text';
import '../team/team.css';
import { weekLine, type WeekWords } from './week-line';

// The slots' names in WORK_SLOTS order, as the season view names them.
const SLOT_KEYS = ['morning', 'afternoon', 'evening'] as const;

/**
 * Assign (docs/pages.md): the approved artists ranked for the booking, those free on every date first. An
 * artist who is not free (off, not working then, fully booked) is listed but cannot be chosen, with why;
 * "Assign the best" assigns the first free one. A team booking (docs/bookings.md#team-bookings) asks first
 * which seat, starting on `seat` (the one its details chose) or the first open one; an artist holding
 * another seat of the team cannot be chosen.
 */
export function AssignDialog({
  booking,
  seat = null,
  onClose,
  onAssign,
}: {
  booking: CustomerBooking | null;
  seat?: number | null;
  onClose(): void;
  /** `seat` for a team booking. */
  onAssign(artistId: string, seat?: number): Promise<void>;
}) {
  const { t, i18n } = useTranslation('admin');
  const actions = useWorkActions();
  const name = useId();
  const loaded = useResource(booking ? `candidates:${booking._id}` : null, () =>
    actions.candidates(booking?._id ?? ''),
  );
  const candidates = loaded.data ?? null;
  const failed = loaded.error !== undefined;
  // The choice belongs to one booking; opening the dialog for another starts with none.
  const [choice, setChoice] = useState({ bookingId: '', artistId: '' });
  const chosen = booking && choice.bookingId === booking._id ? choice.artistId : '';
  const setChosen = (artistId: string) => setChoice({ bookingId: booking?._id ?? '', artistId });
  const team = booking ? bookingTeamOf(booking) : null;
  // The seat belongs to one opening of the dialog, as the artist does.
  const opening = `${booking?._id ?? ''}:${seat ?? ''}`;
  const [seatChoice, setSeatChoice] = useState<{ opening: string; seat: number | null } | null>(null);
  const chosenSeat = team
    ? seatChoice?.opening === opening
      ? seatChoice.seat
      : firstSeat(team, seat)
    : null;
  const heldText = (candidate: Candidate) =>
    team ? heldSeatText(t, team, candidate.artist._id, chosenSeat) : null;
  const canChoose = (candidate: Candidate) => candidate.free && !heldText(candidate);
  const [saving, setSaving] = useState(false);
  const day = (date: string) => formatDay(date, i18n.language);
  const stars = new Intl.NumberFormat(latinDigits(i18n.language), {
    minimumFractionDigits: 1,
    maximumFractionDigits: 1,
  });
  // Published reviews only, as the server counts them.
  const ratingText = ({ rating }: Candidate) =>
    rating
      ? t('work.rating', { average: stars.format(rating.average), count: rating.count })
      : t('work.noRating');

  const best = candidates?.find(canChoose);
  const seatMissing = team !== null && chosenSeat === null;
  // A choice the seat now rules out (the artist holds another seat) is no choice.
  const picked = candidates?.some((one) => one.artist._id === chosen && canChoose(one)) ? chosen : '';
  const weekWords: WeekWords = {
    weekdays: dayNames(i18n.language).weekdaysShort,
    slot: (slot) => t(`season.slots.${SLOT_KEYS[WORK_SLOTS.indexOf(slot)]!}`),
    allDay: t('work.allDay'),
    off: t('work.weekOff'),
  };

  async function save(artistId: string) {
    if (!artistId || seatMissing) return;
    setSaving(true);
    try {
      await (team && chosenSeat !== null ? onAssign(artistId, chosenSeat) : onAssign(artistId));
    } finally {
      setSaving(false);
    }
  }

  const whyNot = (candidate: Candidate) => {
    const { unavailable, clash } = candidate;
    if (clash)
      return t('work.busy', {
        name: clash.fullName,
        date: day(clash.selectedDates[0] ?? ''),
      });
    return unavailable ? t(`work.${unavailable.reason}`, { date: day(unavailable.date) }) : '';
  };

  return (
    <Dialog
      open={booking !== null}
      title={booking ? t('work.assignTitle', { name: booking.fullName }) : ''}
      onClose={() => {
        // The next opening starts on its own seat again.
        setSeatChoice(null);
        onClose();
      }}
      className="assign-dialog"
      closeLabel={t('common.close')}
      actions={
        <>
          <button
            type="button"
            className="button"
            disabled={!best || saving || seatMissing}
            aria-label={best ? t('work.assignBestLabel', { name: best.artist.fullName }) : undefined}
            onClick={() => void save(best?.artist._id ?? '')}
          >
            {t('work.assignBest')}
          </button>
          <button
            type="button"
            className="button button--primary"
            disabled={!picked || saving || seatMissing}
            onClick={() => void save(picked)}
          >
            {t('work.assign')}
          </button>
        </>
      }
    >
      {booking?.preferredArtistFirstName && (
        <p className="assign-wish">{t('work.askedFor', { name: booking.preferredArtistFirstName })}</p>
      )}
      {team && (
        <fieldset className="assign-seats">
          <legend>{t('team.whichSeat')}</legend>
          {team.seats.map((one) => {
            const id = `${name}-seat-${one.seat}`;
            return (
              <div key={one.seat} className="assign-seat">
                <input
                  type="radio"
                  id={id}
                  name={`${name}-seat`}
                  value={one.seat}
                  checked={chosenSeat === one.seat}
                  onChange={() => setSeatChoice({ opening, seat: one.seat })}
                />
                <label htmlFor={id}>
                  <strong>{seatLabel(t, one)}</strong>
                  {' – '}
                  {seatHolderText(t, one, undefined)}
                </label>
              </div>
            );
          })}
        </fieldset>
      )}
      {failed && <p role="alert">{t('list.loadFailed')}</p>}
      {!failed && candidates === null && <p role="status">{t('list.loading')}</p>}
      {candidates?.length === 0 && <p>{t('work.noCandidates')}</p>}
      {candidates && candidates.length > 0 && !best && !seatMissing && (
        <p role="status">{t('work.noFreeArtist')}</p>
      )}
      {candidates && candidates.length > 0 && (
        <fieldset className="assign-list">
          <legend className="visually-hidden">{t('work.candidates')}</legend>
          {candidates.map((candidate) => {
            const id = `${name}-${candidate.artist._id}`;
            const held = heldText(candidate);
            return (
              <div
                key={candidate.artist._id}
                className={`assign-option${canChoose(candidate) ? '' : ' assign-option--busy'}${candidate.preferred ? ' assign-option--preferred' : ''}`}
              >
                <input
                  type="radio"
                  id={id}
                  name={name}
                  value={candidate.artist._id}
                  disabled={!canChoose(candidate)}
                  checked={picked === candidate.artist._id}
                  onChange={() => setChosen(candidate.artist._id)}
                  aria-describedby={`${id}-why`}
                />
                <label htmlFor={id}>
                  <strong>{candidate.artist.fullName}</strong>{' '}
                  {candidate.preferred && <span className="assign-option__wish">{t('work.preferred')}</span>}{' '}
                  <span className="admin-muted">{candidate.artist.pincode}</span>
                  {/* The week they work (My work), not the application's first answer. */}
                  <span className="admin-block assign-option__week">
                    {t('work.week', { week: weekLine(candidate.weekly, weekWords) })}
                  </span>
                  <span className="admin-block assign-option__rating">{ratingText(candidate)}</span>
                </label>
                <p id={`${id}-why`} className="assign-option__why">
                  {held ??
                    (candidate.free
                      ? [
                          candidate.offersVariety ? t('work.offersVariety') : t('work.noVariety'),
                          t(`work.distance${candidate.distance}`),
                          t('work.weekJobs', { count: candidate.weekJobs }),
                        ].join(' · ')
                      : whyNot(candidate))}
                </p>
              </div>
            );
          })}
        </fieldset>
      )}
    </Dialog>
  );
}
