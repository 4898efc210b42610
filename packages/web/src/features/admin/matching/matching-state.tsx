import type { CustomerBooking } from '@mehendi/shared';
import { useTranslation } from '../../../i18n';
import { bookingTeamOf } from '../team/team-text';
import { matchingStateText } from './matching-text';
import './matching.css';

/**
 * A booking in matching, in its row and details (docs/bookings.md#offers-to-artists): "Offered to Asha
 * until 9:40 pm" while an artist is asked, "Needs you: …" when the owner must choose; nothing otherwise.
 * `names` are the approved artists' names by id.
 */
export function MatchingState({
  booking,
  names,
}: {
  booking: CustomerBooking;
  names: ReadonlyMap<string, string> | undefined;
}) {
  const { t, i18n } = useTranslation('admin');
  const { assignment } = booking;
  if (!assignment) return null;
  const name = assignment.artistId ? names?.get(assignment.artistId) : undefined;
  return (
    <span className={`matching-state matching-state--${assignment.state}`}>
      {matchingStateText(t, assignment, name, i18n.language, bookingTeamOf(booking)?.shortBy)}
    </span>
  );
}
