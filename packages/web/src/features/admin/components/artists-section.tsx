import { useState } from 'react';
import { useTranslation } from '../../../i18n';
import { ARTIST_STATUSES, type Artist } from '@mehendi/shared';
import { useConfirm } from '../../../ui/confirm-dialog';
import { useOfferFigures } from '../api/offers';
import { useWorkActions } from '../api/work-actions';
import { useActionToast } from '../hooks/use-action-toast';
import { useAdminList } from '../hooks/use-admin-list';
import { useDeleteRecord } from '../hooks/use-delete-record';
import { useMessages } from '../hooks/use-messages';
import { ArtistOffers, OfferFiguresText } from '../matching/artist-offers';
import { ArtistAvailability } from './artist-availability';
import { useArtistFields } from './artist-fields';
import { ListFrame } from './list-frame';
import { useReasonDialog } from './reason-dialog';
import { RecordDetails } from './record-details';
import { RecordList, type Column } from './record-list';

/**
 * The Artists list with review (docs/pages.md): status tabs with counts, search, paging, export; a short
 * row per application with Approve and Reject while it waits, and its details with every field, Approve
 * or Reject (with a reason), "When they work" (the artist's week, most jobs a day, days off), Hide the
 * public profile while it is shown, and Delete apart. Each approved artist's offers this month and whether
 * they confirm automatically are shown (nobody is ranked by them); the details set their weight 0–5.
 */
export function ArtistsSection({ liveVersion }: { liveVersion: number }) {
  const { t } = useTranslation('admin');
  const { message } = useMessages();
  const [deleteRecord, deleteDialog] = useDeleteRecord('artists');
  const [askReason, reasonDialog] = useReasonDialog();
  const [confirm, confirmDialog] = useConfirm();
  const list = useAdminList('artists', ARTIST_STATUSES, undefined, liveVersion);
  // The month's offer figures follow the list (an approval adds an artist) and a saved weight.
  const offerFigures = useOfferFigures();
  const figures = offerFigures.data;
  const reload = () => {
    list.reload();
    offerFigures.reload();
  };
  const act = useActionToast(reload);
  const { short, details } = useArtistFields();
  const offersColumn: Column<Artist> = {
    id: 'offers',
    label: t('matching.stats.column'),
    render: (artist) => {
      const figure = figures?.get(artist._id);
      return figure ? (
        <OfferFiguresText figure={figure} />
      ) : (
        <span className="admin-muted">{t('table.none')}</span>
      );
    },
  };
  const actions = useWorkActions();
  const [opened, setOpened] = useState<Artist | null>(null);
  // The details follow the list as it reloads after a review; an artist the filter now hides stays as last seen.
  const shown = opened && (list.rows.find((artist) => artist._id === opened._id) ?? opened);

  async function review(artist: Artist, status: 'approved' | 'rejected') {
    let note: string | undefined;
    if (status === 'rejected') {
      const reason = await askReason({
        title: t('work.rejectTitle', { name: artist.fullName }),
        keep: t('artists.keep'),
        confirm: t('work.rejectConfirm'),
      });
      if (reason === null) return;
      note = reason;
    }
    await act(() => actions.review(artist._id, status, note), message('artistReviewed'));
  }

  async function hideProfile(artist: Artist) {
    const sure = await confirm(t('artists.confirmHideProfile', { name: artist.fullName }), {
      yes: t('artists.hideProfile'),
      no: t('artists.keepProfile'),
    });
    if (!sure) return;
    await act(() => actions.hideProfile(artist._id), t('artists.profileHidden', { name: artist.fullName }));
  }

  async function remove(artist: Artist) {
    if (await deleteRecord(artist)) setOpened(null);
    reload();
  }

  /** Approve and Reject that the application's status allows (`all`: both where both apply). */
  const reviewButtons = (artist: Artist, all: boolean) => (
    <div className="admin-actions">
      {artist.status !== 'approved' && (all || artist.status === 'pending') && (
        <button
          type="button"
          className="button button--small button--primary"
          onClick={() => void review(artist, 'approved')}
          aria-label={t('work.approveLabel', { name: artist.fullName })}
        >
          {t('work.approve')}
        </button>
      )}
      {artist.status !== 'rejected' && (all || artist.status === 'pending') && (
        <button
          type="button"
          className="button button--small"
          onClick={() => void review(artist, 'rejected')}
          aria-label={t('work.rejectLabel', { name: artist.fullName })}
        >
          {t('work.reject')}
        </button>
      )}
    </div>
  );

  return (
    <ListFrame
      list={list}
      records={
        <RecordList
          caption={t('sections.artists')}
          title={(artist) => artist.fullName}
          columns={[...short, offersColumn]}
          rows={list.rows}
          rowKey={(artist) => artist._id}
          openLabel={(artist) => t('artists.openLabel', { name: artist.fullName })}
          onOpen={(record) => setOpened(record)}
          // A waiting application's review; taking an artist off the list or back on is in the details.
          actions={(artist) => reviewButtons(artist, false)}
        />
      }
    >
      <RecordDetails
        record={shown}
        title={shown ? t('artists.detailsTitle', { name: shown.fullName }) : ''}
        fields={details}
        onClose={() => setOpened(null)}
        actions={
          shown && (
            <>
              {reviewButtons(shown, true)}
              {shown.publicProfile && (
                <div className="admin-actions">
                  <button
                    type="button"
                    className="button button--small"
                    onClick={() => void hideProfile(shown)}
                    aria-label={t('artists.hideProfileLabel', { name: shown.fullName })}
                  >
                    {t('artists.hideProfile')}
                  </button>
                </div>
              )}
            </>
          )
        }
        deleteLabel={shown ? t('table.deleteLabel', { name: shown.fullName }) : ''}
        onDelete={(record) => void remove(record)}
      >
        {shown && figures?.get(shown._id) && (
          <ArtistOffers artist={shown} figure={figures.get(shown._id)!} onSaved={offerFigures.reload} />
        )}
        {shown && <ArtistAvailability artist={shown} />}
      </RecordDetails>
      {deleteDialog}
      {reasonDialog}
      {confirmDialog}
    </ListFrame>
  );
}
