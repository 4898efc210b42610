import { useTranslation } from '../../i18n';
import { PublicPage } from '../public-page';
import { loadPhoneAuth, usePreloadWhenIdle } from '../preload';
import { BookingForm } from '../../features/booking/components/booking-form';
import { readStartingDraft } from '../../features/booking/booking-draft';

/** The open booking form; what was typed before (a reload, Back on phone login) is restored. */
export function Component() {
  const { t } = useTranslation('public');
  usePreloadWhenIdle(loadPhoneAuth);
  return (
    <PublicPage title={t('booking.title')}>
      <header className="page-heading">
        <h1>{t('booking.title')}</h1>
        <p>{t('booking.intro')}</p>
      </header>
      <BookingForm initial={readStartingDraft()} />
    </PublicPage>
  );
}
