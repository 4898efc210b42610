import { useEffect } from 'react';
import { useSearchParams } from 'wouter';
import { useTranslation } from '../../i18n';
import { PublicPage } from '../public-page';
import { useOwnPageSession } from '../own-page-session';
import { ReceiptPage } from '../../features/my-bookings/advance/receipt-page';

/** /my-bookings/receipt?booking={id} (docs/pages.md): a received advance's printable receipt. */
export function Component() {
  const { t } = useTranslation('records');
  const { session, toLogin } = useOwnPageSession('customer');
  const [search] = useSearchParams();
  const bookingId = search.get('booking') ?? '';
  useEffect(() => {
    if (!session) toLogin();
  }, [session, toLogin]);
  return (
    <PublicPage title={t('receipt.title')}>
      {session && <ReceiptPage token={session.token} bookingId={bookingId} onSessionEnded={toLogin} />}
    </PublicPage>
  );
}
