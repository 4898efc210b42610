import { useTranslation } from '../../i18n';
import { paths } from '../../config/paths';
import { ThankYouCard } from '../thank-you-card';
import { RequireFlag } from '../require-flag';

// Reachable only once the application was sent (docs/pages.md).
export function Component() {
  return (
    <RequireFlag flag="artistFormSubmitted" otherwise={paths.artistDashboard}>
      <ArtistThankYou />
    </RequireFlag>
  );
}

function ArtistThankYou() {
  const { t } = useTranslation('public');
  return (
    <ThankYouCard
      title={t('artistThanks.title')}
      heading={t('artistThanks.title')}
      records={{ to: paths.myWork, label: t('myWork.title') }}
    >
      <p>{t('messages.artistSaved', { ns: 'common' })}</p>
      <p>{t('artistThanks.next')}</p>
    </ThankYouCard>
  );
}
