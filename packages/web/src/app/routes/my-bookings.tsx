import { useEffect } from 'react';
import { useTranslation } from '../../i18n';
import { PublicPage } from '../public-page';
import { useOwnPageSession } from '../own-page-session';
import { useConfig } from '../../features/home/api/get-config';
import { MyBookingsPage } from '../../features/my-bookings/components/my-bookings-page';

/** /my-bookings (docs/pages.md): the verified number's own bookings. */
export function Component() {
  const { t } = useTranslation('public');
  const { session, toLogin, signOut } = useOwnPageSession('customer');
  const config = useConfig();
  useEffect(() => {
    if (!session) toLogin();
  }, [session, toLogin]);
  return (
    <PublicPage title={t('myBookings.title')}>
      {session && (
        <MyBookingsPage
          token={session.token}
          contactPhone={config.status === 'success' ? config.data.contactPhone : null}
          onSessionEnded={toLogin}
          onSignOut={signOut}
        />
      )}
    </PublicPage>
  );
}
