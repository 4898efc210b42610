import { useTranslation } from '../../../i18n';
import type { Artist } from '@mehendi/shared';
import { useConfirm } from '../../../ui/confirm-dialog';
import { useToast } from '../../../ui/toast';
import { useDeleteArtist } from '../api/delete-artist';
import { useArtists } from '../api/list-artists';
import { useCatalogueLabel } from '../hooks/use-catalogue-label';
import { useMessages } from '../hooks/use-messages';
import { imageUrl } from '../image-url';
import { WhatsappLink } from './links';
import { ListState } from './list-state';
import { RecordTable, type Column } from './record-table';

/** The Artists table (docs/pages.md): every application, with Delete after a confirmation. */
export function ArtistsSection() {
  const { t } = useTranslation('admin');
  const { message } = useMessages();
  const label = useCatalogueLabel();
  const toast = useToast();
  const [confirm, confirmDialog] = useConfirm();
  const artists = useArtists();
  const deleteArtist = useDeleteArtist();
  const rows = artists.data ?? [];

  async function remove(artist: Artist) {
    if (!(await confirm(t('artists.confirmDelete', { name: artist.fullName })))) return;
    try {
      await deleteArtist(artist._id);
      toast.success(message('artistDeleted'));
    } catch {
      toast.error(message('artistDeleteFailed'));
    }
    artists.reload();
  }

  const columns: Column<Artist>[] = [
    { id: 'name', label: t('artists.name'), isTitle: true, render: (artist) => artist.fullName },
    {
      id: 'whatsapp',
      label: t('artists.whatsapp'),
      render: (artist) => <WhatsappLink number={artist.whatsappNumber} />,
    },
    { id: 'address', label: t('artists.address'), render: (artist) => artist.address },
    { id: 'pincode', label: t('artists.pincode'), render: (artist) => artist.pincode },
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
      render: (artist) =>
        artist.uploadedDesigns.length === 0 ? (
          <span className="admin-muted">{t('table.none')}</span>
        ) : (
          <ul className="admin-file-links">
            {artist.uploadedDesigns.map((design) => (
              <li key={design.filename}>
                <a href={imageUrl(design.filename)} target="_blank" rel="noopener noreferrer">
                  {design.originalname}
                </a>
              </li>
            ))}
          </ul>
        ),
    },
  ];

  return (
    <section aria-labelledby="admin-section-title">
      <div className="admin-section-head">
        <h2 id="admin-section-title">{t('sections.artists')}</h2>
        {artists.data && <p className="admin-muted">{t('artists.count', { count: rows.length })}</p>}
      </div>
      <ListState
        loading={artists.loading}
        failed={artists.error !== undefined}
        empty={rows.length === 0}
        emptyText={t('artists.empty')}
        onRetry={artists.reload}
      />
      {rows.length > 0 && (
        <RecordTable
          caption={t('sections.artists')}
          columns={columns}
          rows={rows}
          rowKey={(artist) => artist._id}
          actions={(artist) => (
            <button
              type="button"
              className="button button--small admin-delete"
              onClick={() => void remove(artist)}
              aria-label={t('table.deleteLabel', { name: artist.fullName })}
            >
              {t('table.delete')}
            </button>
          )}
        />
      )}
      {confirmDialog}
    </section>
  );
}
