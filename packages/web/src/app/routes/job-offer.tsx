import { useParams } from 'wouter';
import { useTranslation } from '../../i18n';
import { paths } from '../../config/paths';
import { PublicPage } from '../public-page';
import { OfferPage } from '../../features/my-work/components/offer-page';

/** /o/{secret} (docs/pages.md): a job offered to an artist, answered with one tap, no login. */
export function Component() {
  const { t } = useTranslation('records');
  const { secret = '' } = useParams();
  return (
    <PublicPage title={t('offers.pageTitle')}>
      <OfferPage secret={secret} myWorkPath={paths.myWork} />
    </PublicPage>
  );
}
