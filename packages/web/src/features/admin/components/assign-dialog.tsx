import { latinDigits } from '@mehendi/shared';
import { useId, useState } from 'react';
import type { CustomerBooking } from '@mehendi/shared';
import { useTranslation } from '../../../i18n';
import { Dialog } from '../../../ui/dialog';
import { useWorkActions } from '../api/work-actions';
import { useCatalogueLabel } from '../hooks/use-catalogue-label';
import { useResource } from '../hooks/use-resource';

/**
 * Assign (docs/pages.md): the approved artists ranked for the booking. A busy artist is listed but
 * cannot be chosen, with the booking that clashes.
 */
export function AssignDialog({
  booking,
  onClose,
  onAssign,
}: {
  booking: CustomerBooking | null;
  onClose(): void;
  onAssign(artistId: string): Promise<void>;
}) {
  const { t, i18n } = useTranslation('admin');
  const label = useCatalogueLabel();
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
  const [saving, setSaving] = useState(false);
  const day = new Intl.DateTimeFormat(latinDigits(i18n.language), { dateStyle: 'medium', timeZone: 'UTC' });

  async function save() {
    if (!chosen) return;
    setSaving(true);
    try {
      await onAssign(chosen);
    } finally {
      setSaving(false);
    }
  }

  return (
    <Dialog
      open={booking !== null}
      title={booking ? t('work.assignTitle', { name: booking.fullName }) : ''}
      onClose={onClose}
      className="assign-dialog"
      closeLabel={t('common.close')}
      actions={
        <button
          type="button"
          className="button button--primary"
          disabled={!chosen || saving}
          onClick={() => void save()}
        >
          {t('work.assign')}
        </button>
      }
    >
      {failed && <p role="alert">{t('list.loadFailed')}</p>}
      {!failed && candidates === null && <p role="status">{t('list.loading')}</p>}
      {candidates?.length === 0 && <p>{t('work.noCandidates')}</p>}
      {candidates && candidates.length > 0 && (
        <fieldset className="assign-list">
          <legend className="visually-hidden">{t('work.candidates')}</legend>
          {candidates.map((candidate) => {
            const id = `${name}-${candidate.artist._id}`;
            return (
              <div
                key={candidate.artist._id}
                className={`assign-option${candidate.busy ? ' assign-option--busy' : ''}`}
              >
                <input
                  type="radio"
                  id={id}
                  name={name}
                  value={candidate.artist._id}
                  disabled={candidate.busy}
                  checked={chosen === candidate.artist._id}
                  onChange={() => setChosen(candidate.artist._id)}
                  aria-describedby={`${id}-why`}
                />
                <label htmlFor={id}>
                  <strong>{candidate.artist.fullName}</strong>{' '}
                  <span className="admin-muted">
                    {candidate.artist.pincode} · {label(candidate.artist.availability.timeRange)}
                  </span>
                </label>
                <p id={`${id}-why`} className="assign-option__why">
                  {candidate.busy && candidate.clash
                    ? t('work.busy', {
                        name: candidate.clash.fullName,
                        date: day.format(new Date(candidate.clash.selectedDates[0] ?? '')),
                      })
                    : [
                        candidate.offersVariety ? t('work.offersVariety') : t('work.noVariety'),
                        candidate.available ? t('work.available') : t('work.otherSlot'),
                        t(`work.distance${candidate.distance}`),
                      ].join(' · ')}
                </p>
              </div>
            );
          })}
        </fieldset>
      )}
    </Dialog>
  );
}
