import type { Artist } from '@mehendi/shared';
import { useTranslation } from '../../../i18n';
import { AvailabilityForm } from '../../../ui/availability-form';
import { useToast } from '../../../ui/toast';
import { useWorkActions } from '../api/work-actions';
import { useResource } from '../hooks/use-resource';
import { useMessages } from '../hooks/use-messages';

/**
 * "When they work" in an artist's details (docs/pages.md): the artist's week, most jobs a day and days off,
 * the same form as the artist's own "When I work", saved with PUT /api/artists/{id}/availability.
 */
export function ArtistAvailability({ artist }: { artist: Artist }) {
  const { t } = useTranslation('admin');
  const { errorText } = useMessages();
  const toast = useToast();
  const actions = useWorkActions();
  const loaded = useResource(`availability:${artist._id}`, () => actions.availability(artist._id));
  if (loaded.error !== undefined) return <p role="alert">{t('list.loadFailed')}</p>;
  if (!loaded.data) return <p role="status">{t('list.loading')}</p>;
  return (
    <AvailabilityForm
      key={artist._id}
      className="artist-availability"
      title={t('artists.whenTheyWork')}
      intro={t('artists.whenTheyWorkIntro')}
      initial={loaded.data}
      onSave={(availability) => actions.saveAvailability(artist._id, availability)}
      onFailed={(error) => toast.error(errorText(error, 'somethingWentWrong'))}
    />
  );
}
