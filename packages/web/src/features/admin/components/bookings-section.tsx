import { useEffect, useRef, useState } from 'react';
import { useTranslation } from '../../../i18n';
import {
  BOOKING_LIST_NARROWINGS,
  BOOKING_STATUSES,
  OPEN_BOOKING_STATUSES,
  canAdminComplete,
  parseCalendarDay,
  type CustomerBooking,
  formatDay,
} from '@mehendi/shared';
import { useConfirm } from '../../../ui/confirm-dialog';
import { useToast } from '../../../ui/toast';
import { useArtistNames } from '../api/offers';
import { useOverview, useWorkActions } from '../api/work-actions';
import { useAdminList } from '../hooks/use-admin-list';
import { useDeleteRecord } from '../hooks/use-delete-record';
import { useMessages } from '../hooks/use-messages';
import { AssignmentWhy } from '../matching/assignment-why';
import { MatchingState } from '../matching/matching-state';
import { TeamSeats } from '../team/team-seats';
import { bookingTeamOf } from '../team/team-text';
import { AssignDialog } from './assign-dialog';
import { useBookingFields } from './booking-fields';
import { ListFrame, NarrowToggle } from './list-frame';
import { useReasonDialog } from './reason-dialog';
import { RecordDetails } from './record-details';
import { RecordList } from './record-list';

// Waiting-list and offered bookings are open too, but only new and confirmed ones take an artist.
const isOpen = (booking: CustomerBooking) => booking.status === 'new' || booking.status === 'confirmed';

// `date` (from the season view) keeps the bookings of one day; any real 'YYYY-MM-DD' is taken.
const NARROWINGS = {
  ...BOOKING_LIST_NARROWINGS,
  date: (value: string) => /^\d{4}-\d{2}-\d{2}$/.test(value) && parseCalendarDay(value) !== undefined,
};

/**
 * The Customers list, run as work (docs/pages.md): status tabs, "Needs you" (bookings no artist took, with
 * the overview's count), the next 7 days and failed texts, search, paging and export; a short row per
 * booking with its next step (Assign, Complete) and, in matching, who it is offered to or why it needs the
 * owner; its details with every field, Assign, Complete and Cancel, "Why Asha?", and Delete apart.
 */
export function BookingsSection({ liveVersion }: { liveVersion: number }) {
  const { t, i18n } = useTranslation('admin');
  const { message, errorText } = useMessages();
  const toast = useToast();
  const [deleteRecord, deleteDialog] = useDeleteRecord('customers');
  const [confirm, confirmDialog] = useConfirm();
  const [askReason, reasonDialog] = useReasonDialog();
  const list = useAdminList('customers', BOOKING_STATUSES, NARROWINGS, liveVersion);
  const date = list.filter.narrow?.date;
  const needsYou = list.filter.narrow?.assignment === 'needs_owner';
  // What moves with the list: the "Needs you" count, the artists' names, an open "Why Asha?".
  const [version, setVersion] = useState(0);
  const overview = useOverview();
  const artistNames = useArtistNames();
  const names = artistNames.data;
  const reloadOverview = overview.reload;
  const reloadNames = artistNames.reload;
  const reload = () => {
    list.reload();
    reloadOverview();
    reloadNames();
    setVersion((value) => value + 1);
  };
  // A live notification reloads the list (useAdminList); the count and names follow it.
  const seenLive = useRef(liveVersion);
  useEffect(() => {
    if (seenLive.current === liveVersion) return;
    seenLive.current = liveVersion;
    reloadOverview();
    reloadNames();
    setVersion((value) => value + 1);
  }, [liveVersion, reloadOverview, reloadNames]);
  const matching = (booking: CustomerBooking) => <MatchingState booking={booking} names={names} />;
  const { short, details, day } = useBookingFields(matching);
  const actions = useWorkActions();
  // The booking being assigned and, for a team booking, the seat its details chose.
  const [assigning, setAssigning] = useState<{ booking: CustomerBooking; seat: number | null } | null>(null);
  const [opened, setOpened] = useState<CustomerBooking | null>(null);
  // The details follow the list as it reloads after a change; a booking the filter now hides stays as last seen.
  const shown = opened && (list.rows.find((booking) => booking._id === opened._id) ?? opened);
  const shownTeam = shown && bookingTeamOf(shown);

  async function remove(booking: CustomerBooking) {
    if (await deleteRecord(booking)) setOpened(null);
    reload();
  }

  async function run(action: () => Promise<unknown>) {
    try {
      await action();
      toast.success(message('bookingStatusSaved'));
    } catch (error) {
      toast.error(errorText(error, 'somethingWentWrong'));
    }
    reload();
  }

  async function complete(booking: CustomerBooking) {
    if (!(await confirm(t('work.confirmComplete', { name: booking.fullName })))) return;
    await run(() => actions.setStatus(booking._id, 'completed'));
  }

  async function cancel(booking: CustomerBooking) {
    const reason = await askReason({
      title: t('work.cancelTitle', { name: booking.fullName }),
      keep: t('customers.keep'),
      confirm: t('work.cancelConfirm'),
    });
    if (reason === null) return;
    await run(() => actions.setStatus(booking._id, 'cancelled', reason));
  }

  const assignButton = (booking: CustomerBooking) => (
    <button
      type="button"
      className="button button--small button--primary"
      onClick={() => setAssigning({ booking, seat: null })}
      aria-label={t('work.assignLabel', { name: booking.fullName })}
    >
      {booking.status === 'new' ? t('work.assign') : t('work.reassign')}
    </button>
  );

  // Complete from the first booked day on; before it, the day it can be (the server refuses it too).
  const completeStep = (booking: CustomerBooking) =>
    canAdminComplete(booking, new Date()) ? (
      <button
        type="button"
        className="button button--small button--primary"
        onClick={() => void complete(booking)}
        aria-label={t('work.completeLabel', { name: booking.fullName })}
      >
        {t('work.complete')}
      </button>
    ) : (
      <span className="admin-muted admin-step-note">
        {t('work.completeFrom', { day: day(booking.selectedDates.toSorted()[0] ?? '') })}
      </span>
    );

  /** The one step a booking waits for: an artist while new, completion once confirmed. */
  const nextStep = (booking: CustomerBooking) => {
    if (booking.status === 'new') return assignButton(booking);
    if (booking.status === 'confirmed' || booking.status === 'in_progress') return completeStep(booking);
    return null;
  };

  return (
    <ListFrame
      list={list}
      filters={
        <div className="admin-tabs" role="group" aria-label={t('customers.narrowFilter')}>
          <button
            type="button"
            className="admin-tab admin-tab--needs"
            aria-pressed={needsYou}
            onClick={() => list.setNarrow('assignment', needsYou ? null : 'needs_owner', true)}
          >
            {t('matching.needsYou')}
            {overview.data && <span className="admin-tab__count">{overview.data.needsOwner}</span>}
          </button>
          <NarrowToggle list={list} name="within" value="next7Days" label={t('customers.next7Days')} />
          <NarrowToggle list={list} name="texts" value="failed" label={t('customers.failedTexts')} />
          {date && (
            <button
              type="button"
              className="admin-tab admin-tab--removable"
              aria-label={t('customers.removeDate', {
                date: formatDay(date, i18n.resolvedLanguage ?? i18n.language),
              })}
              onClick={() => list.setNarrow('date', null)}
            >
              {formatDay(date, i18n.resolvedLanguage ?? i18n.language)}
              <span aria-hidden="true" className="admin-tab__remove">
                ×
              </span>
            </button>
          )}
        </div>
      }
      records={
        <RecordList
          caption={t('sections.customers')}
          title={(booking) => booking.fullName}
          columns={short}
          rows={list.rows}
          rowKey={(booking) => booking._id}
          openLabel={(booking) => t('customers.openLabel', { name: booking.fullName })}
          onOpen={(record) => setOpened(record)}
          actions={nextStep}
        />
      }
    >
      <RecordDetails
        record={shown}
        title={shown ? t('customers.detailsTitle', { name: shown.fullName }) : ''}
        fields={details}
        onClose={() => setOpened(null)}
        actions={
          shown && shown.status === 'in_progress'
            ? // Started at the door: it is only completed now (docs/bookings.md#the-day-of-the-visit).
              completeStep(shown)
            : shown &&
              (OPEN_BOOKING_STATUSES as readonly string[]).includes(shown.status) && (
                <>
                  {isOpen(shown) && assignButton(shown)}
                  {shown.status === 'confirmed' && completeStep(shown)}
                  <button
                    type="button"
                    className="button button--small"
                    onClick={() => void cancel(shown)}
                    aria-label={t('work.cancelLabel', { name: shown.fullName })}
                  >
                    {t('work.cancel')}
                  </button>
                </>
              )
        }
        deleteLabel={shown ? t('table.deleteLabel', { name: shown.fullName }) : ''}
        onDelete={(record) => void remove(record)}
      >
        {shown && shownTeam && (
          <TeamSeats
            team={shownTeam}
            names={names}
            customer={shown.fullName}
            onChoose={isOpen(shown) ? (seat) => setAssigning({ booking: shown, seat }) : undefined}
          />
        )}
        {shown && <AssignmentWhy key={shown._id} booking={shown} names={names} version={version} />}
      </RecordDetails>
      <AssignDialog
        booking={assigning?.booking ?? null}
        seat={assigning?.seat ?? null}
        onClose={() => setAssigning(null)}
        onAssign={async (artistId, seat) => {
          const booking = assigning?.booking;
          if (!booking) return;
          await run(() => actions.assign(booking._id, artistId, seat));
          setAssigning(null);
        }}
      />
      {confirmDialog}
      {deleteDialog}
      {reasonDialog}
    </ListFrame>
  );
}
