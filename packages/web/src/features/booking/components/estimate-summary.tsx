import { estimateBooking } from '@mehendi/shared';
import { useTranslation } from '../../../i18n';
import { estimateAmount } from '../../../lib/estimate-text';
import type { BookingDraft } from '../booking-draft';

/**
 * "Estimated ₹A – ₹B" (for every chosen day), kept current as the choices change, from the same shared function the server
 * uses to store the booking's estimate (docs/product.md). Hidden until a price range is chosen.
 */
export function EstimateSummary({ draft }: { draft: BookingDraft }) {
  const { t } = useTranslation('public');
  const estimate = estimateBooking(draft);
  return (
    <div className="estimate" aria-live="polite" data-testid="booking-estimate">
      {estimate && (
        <>
          <p className="estimate__amount">{t('booking.estimate', { amount: estimateAmount(t, estimate) })}</p>
          <p className="field__hint">{t('booking.estimateHint')}</p>
        </>
      )}
    </div>
  );
}
