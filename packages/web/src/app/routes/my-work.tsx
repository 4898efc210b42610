import { useEffect } from 'react';
import { useTranslation } from '../../i18n';
import { paths } from '../../config/paths';
import { PublicPage } from '../public-page';
import { useOwnPageSession } from '../own-page-session';
import { MyWorkPage } from '../../features/my-work/components/my-work-page';
import { startInstalledApp } from '../../lib/installed-app';

/** /my-work (docs/pages.md): the artist's application status and assigned jobs. */
export function Component() {
  const { t } = useTranslation('public');
  const { session, toLogin, signOut } = useOwnPageSession('artist');
  useEffect(() => {
    if (!session) toLogin();
  }, [session, toLogin]);
  // My work is the artist's installable app (docs/pages.md#the-app): its manifest and service worker.
  useEffect(() => void startInstalledApp('artist'), []);
  return (
    <PublicPage title={t('myWork.title')}>
      {session && (
        <MyWorkPage
          token={session.token}
          applicationFormPath={paths.artistDashboard}
          onSessionEnded={toLogin}
          onSignOut={signOut}
        />
      )}
    </PublicPage>
  );
}
