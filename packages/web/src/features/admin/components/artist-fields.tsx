import type { Artist } from '@mehendi/shared';
import { useTranslation } from '../../../i18n';
import { useCatalogueLabel } from '../hooks/use-catalogue-label';
import { ImageLinks, WhatsappLink } from './links';
import type { Column } from './record-list';
import { statusColumns } from './status-columns';

const lastTenDigits = (phone: string) => phone.replace(/\D/g, '').slice(-10);

/**
 * How the console shows an artist (docs/pages.md): `short`, the row's facts beside the name, and
 * `details`, every field under SPEC's column labels, for the application's details.
 */
export function useArtistFields() {
  const { t } = useTranslation('admin');
  const label = useCatalogueLabel();

  // Someone can apply under another person's name and number, so a self-typed WhatsApp number that is not
  // the verified phone is flagged wherever the number is shown (docs/pages.md).
  const mismatch = (artist: Artist) =>
    lastTenDigits(artist.phone) !== lastTenDigits(artist.whatsappNumber) && (
      <strong className="admin-phone-mismatch">{t('artists.phoneMismatch')}</strong>
    );
  const status = statusColumns<Artist>(t, t('artists.status'), (artist) => artist.reviewNote);
  const pincode: Column<Artist> = { id: 'pincode', label: t('artists.pincode'), render: (a) => a.pincode };

  const short: Column<Artist>[] = [
    {
      id: 'whatsapp',
      label: t('artists.whatsapp'),
      render: (artist) => (
        <>
          {artist.whatsappNumber}
          {mismatch(artist)}
        </>
      ),
    },
    pincode,
    status.short,
  ];

  const details: Column<Artist>[] = [
    { id: 'name', label: t('artists.name'), render: (artist) => artist.fullName },
    status.detail,
    {
      id: 'whatsapp',
      label: t('artists.whatsapp'),
      render: (artist) => (
        <>
          <WhatsappLink
            number={artist.whatsappNumber}
            greeting={t('work.artistGreeting', { name: artist.fullName })}
          />
          <span className="admin-muted admin-verified-phone">
            {t('artists.verifiedPhone', { phone: artist.phone })}
          </span>
          {mismatch(artist)}
        </>
      ),
    },
    { id: 'address', label: t('artists.address'), render: (artist) => artist.address },
    pincode,
    { id: 'jobTerm', label: t('artists.jobTerm'), render: (artist) => label(artist.jobTerm) },
    {
      id: 'varieties',
      label: t('artists.varieties'),
      render: (artist) => artist.mehendiVarieties.map((variety) => label(variety)).join(', '),
    },
    {
      id: 'availability',
      label: t('artists.availability'),
      render: (artist) => label(artist.availability.timeRange),
    },
    {
      id: 'designs',
      label: t('artists.designs'),
      render: (artist) => (
        <ImageLinks
          paths={artist.uploadedDesigns.map((design) => design.filename)}
          names={artist.uploadedDesigns.map((design) => design.originalname)}
          label={t('artists.designs')}
        />
      ),
    },
    {
      id: 'publicProfile',
      label: t('artists.publicProfile'),
      render: (artist) =>
        artist.publicProfile ? (
          <a href={artist.publicProfile} target="_blank" rel="noreferrer">
            {artist.publicProfile}
          </a>
        ) : (
          t('artists.noPublicProfile')
        ),
    },
  ];

  return { short, details };
}
