import { useState } from 'react';
import { useTranslation } from '../../../i18n';
import {
  BOOKING_STATUSES,
  OPEN_BOOKING_STATUSES,
  canAdminComplete,
  type CustomerBooking,
} from '@mehendi/shared';
import { estimateAmount } from '../../../lib/estimate-text';
import { useConfirm } from '../../../ui/confirm-dialog';
import { useToast } from '../../../ui/toast';
import { PAGE_SIZE, useListPage, useStatusCounts } from '../api/admin-list-page';
import { useDeleteBooking } from '../api/delete-booking';
import { useWorkActions } from '../api/work-actions';
import { useCatalogueLabel } from '../hooks/use-catalogue-label';
import { useListFilter } from '../hooks/use-list-filter';
import { useMessages } from '../hooks/use-messages';
import { priceLabel } from '../price-label';
import { AssignDialog } from './assign-dialog';
import { CallLink, ImageLinks, WhatsappLink } from './links';
import { ExportButton, OneRecordNote, Pager, SearchBox, StatusTabs } from './list-controls';
import { ListState } from './list-state';
import { MessageStates } from './message-states';
import { useReasonDialog } from './reason-dialog';
import { RecordTable, type Column } from './record-table';

/**
 * The Customers table, run as work (docs/pages.md): status tabs, search, paging and export; Assign,
 * Complete and Cancel per booking, its texts' states, and WhatsApp links that greet about the booking.
 */
export function BookingsSection() {
  const { t, i18n } = useTranslation('admin');
  const { message, errorText } = useMessages();
  const label = useCatalogueLabel();
  const toast = useToast();
  const [confirm, confirmDialog] = useConfirm();
  const [askReason, reasonDialog] = useReasonDialog();
  const { filter, setStatus, setQuery, setPage, showAll } = useListFilter(BOOKING_STATUSES);
  const [version, setVersion] = useState(0);
  const customers = useListPage('customers', filter);
  const counts = useStatusCounts('customers', BOOKING_STATUSES, version);
  const deleteBooking = useDeleteBooking();
  const actions = useWorkActions();
  const [assigning, setAssigning] = useState<CustomerBooking | null>(null);
  const rows = customers.data?.items ?? [];
  // Booking dates are calendar days stored as UTC midnight, so they are shown in UTC.
  const day = new Intl.DateTimeFormat(i18n.language, { dateStyle: 'medium', timeZone: 'UTC' });

  function reload() {
    customers.reload();
    setVersion((value) => value + 1);
  }

  async function remove(booking: CustomerBooking) {
    if (!(await confirm(t('customers.confirmDelete', { name: booking.fullName })))) return;
    try {
      await deleteBooking(booking._id);
      toast.success(message('customerDeleted'));
    } catch {
      toast.error(message('customerDeleteFailed'));
    }
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
    const reason = await askReason(t('work.cancelTitle', { name: booking.fullName }));
    if (reason === null) return;
    await run(() => actions.setStatus(booking._id, 'cancelled', reason));
  }

  const greeting = (booking: CustomerBooking, name: string) =>
    t('work.greeting', {
      name,
      customer: booking.fullName,
      variety: label(booking.mehendiVariety),
      date: day.format(new Date(booking.selectedDates[0] ?? '')),
    });

  const columns: Column<CustomerBooking>[] = [
    { id: 'name', label: t('customers.name'), isTitle: true, render: (booking) => booking.fullName },
    {
      id: 'status',
      label: t('customers.status'),
      render: (booking) => (
        <>
          <span className={`status-badge status-badge--${booking.status}`}>
            {t(`status.${booking.status}`)}
          </span>
          {booking.artist && (
            <span className="admin-block">
              {booking.artist.fullName}{' '}
              <WhatsappLink
                number={booking.artist.whatsappNumber}
                greeting={greeting(booking, booking.artist.fullName)}
              />
            </span>
          )}
          {booking.cancelReason && <span className="admin-block admin-muted">{booking.cancelReason}</span>}
        </>
      ),
    },
    {
      id: 'contact',
      label: t('customers.contact'),
      render: (booking) => (
        <WhatsappLink number={booking.contactNumber} greeting={greeting(booking, booking.fullName)} />
      ),
    },
    {
      id: 'phone',
      label: t('customers.phone'),
      render: (booking) => <CallLink number={booking.loginNumber} />,
    },
    {
      id: 'dates',
      label: t('customers.dates'),
      render: (booking) => (
        <ul className="admin-plain-list">
          {booking.selectedDates.map((date) => (
            <li key={date}>
              <time dateTime={date.slice(0, 10)}>{day.format(new Date(date))}</time>
            </li>
          ))}
        </ul>
      ),
    },
    { id: 'time', label: t('customers.time'), render: (booking) => label(booking.selectedTime) },
    {
      id: 'variety',
      label: t('customers.variety'),
      render: (booking) => label(booking.mehendiVariety),
    },
    {
      id: 'priceRange',
      label: t('customers.priceRange'),
      render: (booking) => <span className="admin-nowrap">{priceLabel(booking.priceRange)}</span>,
    },
    {
      id: 'designs',
      label: t('customers.designs'),
      render: (booking) => <ImageLinks paths={booking.selectedDesigns} label={t('customers.designs')} />,
    },
    {
      id: 'sidersType',
      label: t('customers.sidersType'),
      render: (booking) =>
        booking.sidersType ? (
          label(booking.sidersType)
        ) : (
          <span className="admin-muted">{t('table.none')}</span>
        ),
    },
    {
      id: 'sidersDesigns',
      label: t('customers.sidersDesigns'),
      render: (booking) => <ImageLinks paths={booking.sidersDesigns} label={t('customers.sidersDesigns')} />,
    },
    {
      id: 'venue',
      label: t('customers.venue'),
      render: (booking) =>
        booking.venueAddress ? (
          <span>
            {booking.venueAddress}
            {booking.venuePincode && ` – ${booking.venuePincode}`}
          </span>
        ) : (
          <span className="admin-muted">{t('customers.unknown')}</span>
        ),
    },
    { id: 'guests', label: t('customers.guests'), render: (booking) => booking.guestCount },
    {
      id: 'sidersLength',
      label: t('customers.sidersLength'),
      render: (booking) =>
        booking.sidersLength ? (
          t(`sidersLengths.${booking.sidersLength}`, { ns: 'common' })
        ) : (
          <span className="admin-muted">{t('table.none')}</span>
        ),
    },
    {
      id: 'estimate',
      label: t('customers.estimate'),
      render: (booking) =>
        booking.estimate ? (
          <span>{estimateAmount(t, booking.estimate, i18n.language)}</span>
        ) : (
          <span className="admin-muted">{t('customers.unknown')}</span>
        ),
    },
    {
      id: 'messages',
      label: t('customers.messages'),
      render: (booking) => <MessageStates messages={booking.messages} />,
    },
  ];

  return (
    <section aria-labelledby="admin-section-title">
      <div className="admin-section-head">
        <h2 id="admin-section-title">{t('sections.customers')}</h2>
        {customers.data && (
          <p className="admin-muted">{t('customers.count', { count: customers.data.total })}</p>
        )}
      </div>
      <div className="admin-list-tools">
        <StatusTabs
          label={t('customers.statusFilter')}
          statuses={BOOKING_STATUSES}
          counts={counts.data}
          current={filter.status}
          onChange={setStatus}
        />
        <SearchBox value={filter.q} onChange={setQuery} />
        <ExportButton kind="customers" filter={filter} />
      </div>
      {filter.id && <OneRecordNote onShowAll={showAll} />}
      <ListState
        loading={customers.loading}
        failed={customers.error !== undefined}
        empty={rows.length === 0}
        emptyText={t('customers.empty')}
        onRetry={customers.reload}
      />
      {rows.length > 0 && (
        <RecordTable
          caption={t('sections.customers')}
          columns={columns}
          rows={rows}
          rowKey={(booking) => booking._id}
          actions={(booking) => (
            <div className="admin-actions">
              {(booking.status === 'new' || booking.status === 'confirmed') && (
                <button
                  type="button"
                  className="button button--small button--primary"
                  onClick={() => setAssigning(booking)}
                  aria-label={t('work.assignLabel', { name: booking.fullName })}
                >
                  {booking.status === 'new' ? t('work.assign') : t('work.reassign')}
                </button>
              )}
              {booking.status === 'confirmed' &&
                (canAdminComplete(booking, new Date()) ? (
                  <button
                    type="button"
                    className="button button--small"
                    onClick={() => void complete(booking)}
                    aria-label={t('work.completeLabel', { name: booking.fullName })}
                  >
                    {t('work.complete')}
                  </button>
                ) : (
                  // Nothing is done before it happens: the server refuses it too (docs/rules-and-messages.md).
                  <span className="admin-muted">
                    {t('work.completeFrom', {
                      day: day.format(new Date(booking.selectedDates.toSorted()[0] ?? '')),
                    })}
                  </span>
                ))}
              {(OPEN_BOOKING_STATUSES as readonly string[]).includes(booking.status) && (
                <button
                  type="button"
                  className="button button--small"
                  onClick={() => void cancel(booking)}
                  aria-label={t('work.cancelLabel', { name: booking.fullName })}
                >
                  {t('work.cancel')}
                </button>
              )}
              <button
                type="button"
                className="button button--small admin-delete"
                onClick={() => void remove(booking)}
                aria-label={t('table.deleteLabel', { name: booking.fullName })}
              >
                {t('table.delete')}
              </button>
            </div>
          )}
        />
      )}
      {customers.data && (
        <Pager page={filter.page} total={customers.data.total} pageSize={PAGE_SIZE} onPage={setPage} />
      )}
      <AssignDialog
        booking={assigning}
        onClose={() => setAssigning(null)}
        onAssign={async (artistId) => {
          const booking = assigning;
          if (!booking) return;
          await run(() => actions.assign(booking._id, artistId));
          setAssigning(null);
        }}
      />
      {confirmDialog}
      {reasonDialog}
    </section>
  );
}
