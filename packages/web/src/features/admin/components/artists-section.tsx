import { useState } from 'react';
import { useTranslation } from '../../../i18n';
import { ARTIST_STATUSES, type Artist } from '@mehendi/shared';
import { useConfirm } from '../../../ui/confirm-dialog';
import { useToast } from '../../../ui/toast';
import { PAGE_SIZE, useListPage, useStatusCounts } from '../api/admin-list-page';
import { useDeleteArtist } from '../api/delete-artist';
import { useWorkActions } from '../api/work-actions';
import { useCatalogueLabel } from '../hooks/use-catalogue-label';
import { useListFilter } from '../hooks/use-list-filter';
import { useMessages } from '../hooks/use-messages';
import { ImageLinks, WhatsappLink } from './links';
import { ExportButton, OneRecordNote, Pager, SearchBox, StatusTabs } from './list-controls';
import { ListState } from './list-state';
import { useReasonDialog } from './reason-dialog';
import { RecordTable, type Column } from './record-table';

const lastTenDigits = (phone: string) => phone.replace(/\D/g, '').slice(-10);

/**
 * The Artists table with review (docs/pages.md): status tabs with counts, search, paging, export,
 * Approve / Reject (with a reason) and Delete.
 */
export function ArtistsSection() {
  const { t } = useTranslation('admin');
  const { message, errorText } = useMessages();
  const label = useCatalogueLabel();
  const toast = useToast();
  const [confirm, confirmDialog] = useConfirm();
  const [askReason, reasonDialog] = useReasonDialog();
  const { filter, setStatus, setQuery, setPage, showAll } = useListFilter(ARTIST_STATUSES);
  const [version, setVersion] = useState(0);
  const artists = useListPage('artists', filter);
  const counts = useStatusCounts('artists', ARTIST_STATUSES, version);
  const deleteArtist = useDeleteArtist();
  const actions = useWorkActions();
  const rows = artists.data?.items ?? [];

  function reload() {
    artists.reload();
    setVersion((value) => value + 1);
  }

  async function review(artist: Artist, status: 'approved' | 'rejected') {
    let note: string | undefined;
    if (status === 'rejected') {
      const reason = await askReason(t('work.rejectTitle', { name: artist.fullName }));
      if (reason === null) return;
      note = reason;
    }
    try {
      await actions.review(artist._id, status, note);
      toast.success(message('artistReviewed'));
    } catch (error) {
      toast.error(errorText(error, 'somethingWentWrong'));
    }
    reload();
  }

  async function remove(artist: Artist) {
    if (!(await confirm(t('artists.confirmDelete', { name: artist.fullName })))) return;
    try {
      await deleteArtist(artist._id);
      toast.success(message('artistDeleted'));
    } catch {
      toast.error(message('artistDeleteFailed'));
    }
    reload();
  }

  const columns: Column<Artist>[] = [
    { id: 'name', label: t('artists.name'), isTitle: true, render: (artist) => artist.fullName },
    {
      id: 'status',
      label: t('artists.status'),
      render: (artist) => (
        <>
          <span className={`status-badge status-badge--${artist.status}`}>
            {t(`status.${artist.status}`)}
          </span>
          {artist.reviewNote && <span className="admin-block admin-muted">{artist.reviewNote}</span>}
        </>
      ),
    },
    {
      id: 'whatsapp',
      label: t('artists.whatsapp'),
      // The verified phone beside the self-typed WhatsApp number, flagged when they differ: someone can
      // apply under another person's name and number (docs/pages.md).
      render: (artist) => (
        <>
          <WhatsappLink
            number={artist.whatsappNumber}
            greeting={t('work.artistGreeting', { name: artist.fullName })}
          />
          <span className="admin-muted admin-verified-phone">
            {t('artists.verifiedPhone', { phone: artist.phone })}
          </span>
          {lastTenDigits(artist.phone) !== lastTenDigits(artist.whatsappNumber) && (
            <strong className="admin-phone-mismatch">{t('artists.phoneMismatch')}</strong>
          )}
        </>
      ),
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
      render: (artist) => (
        <ImageLinks
          paths={artist.uploadedDesigns.map((design) => design.filename)}
          names={artist.uploadedDesigns.map((design) => design.originalname)}
          label={t('artists.designs')}
        />
      ),
    },
  ];

  return (
    <section aria-labelledby="admin-section-title">
      <div className="admin-section-head">
        <h2 id="admin-section-title">{t('sections.artists')}</h2>
        {artists.data && <p className="admin-muted">{t('artists.count', { count: artists.data.total })}</p>}
      </div>
      <div className="admin-list-tools">
        <StatusTabs
          label={t('artists.statusFilter')}
          statuses={ARTIST_STATUSES}
          counts={counts.data}
          current={filter.status}
          onChange={setStatus}
        />
        <SearchBox value={filter.q} onChange={setQuery} />
        <ExportButton kind="artists" filter={filter} />
      </div>
      {filter.id && <OneRecordNote onShowAll={showAll} />}
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
            <div className="admin-actions">
              {artist.status !== 'approved' && (
                <button
                  type="button"
                  className="button button--small button--primary"
                  onClick={() => void review(artist, 'approved')}
                  aria-label={t('work.approveLabel', { name: artist.fullName })}
                >
                  {t('work.approve')}
                </button>
              )}
              {artist.status !== 'rejected' && (
                <button
                  type="button"
                  className="button button--small"
                  onClick={() => void review(artist, 'rejected')}
                  aria-label={t('work.rejectLabel', { name: artist.fullName })}
                >
                  {t('work.reject')}
                </button>
              )}
              <button
                type="button"
                className="button button--small admin-delete"
                onClick={() => void remove(artist)}
                aria-label={t('table.deleteLabel', { name: artist.fullName })}
              >
                {t('table.delete')}
              </button>
            </div>
          )}
        />
      )}
      {artists.data && (
        <Pager page={filter.page} total={artists.data.total} pageSize={PAGE_SIZE} onPage={setPage} />
      )}
      {confirmDialog}
      {reasonDialog}
    </section>
  );
}
