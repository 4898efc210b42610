import { useTranslation } from '../../../i18n';
import type { CustomerBooking } from '@mehendi/shared';
import { useConfirm } from '../../../ui/confirm-dialog';
import { useToast } from '../../../ui/toast';
import { useDeleteCustomer } from '../api/delete-customer';
import { useCustomers } from '../api/list-customers';
import { useCatalogueLabel } from '../hooks/use-catalogue-label';
import { useMessages } from '../hooks/use-messages';
import { priceLabel } from '../price-label';
import { CallLink, ImageLinks } from './links';
import { ListState } from './list-state';
import { RecordTable, type Column } from './record-table';

/** The Customers table (docs/pages.md): every booking, with Delete after a confirmation. */
export function CustomersSection() {
  const { t, i18n } = useTranslation('admin');
  const { message } = useMessages();
  const label = useCatalogueLabel();
  const toast = useToast();
  const [confirm, confirmDialog] = useConfirm();
  const customers = useCustomers();
  const deleteCustomer = useDeleteCustomer();
  const rows = customers.data ?? [];
  // Booking dates are calendar days stored as UTC midnight, so they are shown in UTC.
  const day = new Intl.DateTimeFormat(i18n.language, { dateStyle: 'medium', timeZone: 'UTC' });

  async function remove(booking: CustomerBooking) {
    if (!(await confirm(t('customers.confirmDelete', { name: booking.fullName })))) return;
    try {
      await deleteCustomer(booking._id);
      toast.success(message('customerDeleted'));
    } catch {
      toast.error(message('customerDeleteFailed'));
    }
    customers.reload();
  }

  const columns: Column<CustomerBooking>[] = [
    { id: 'name', label: t('customers.name'), isTitle: true, render: (booking) => booking.fullName },
    {
      id: 'contact',
      label: t('customers.contact'),
      render: (booking) => <CallLink number={booking.contactNumber} />,
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
  ];

  return (
    <section aria-labelledby="admin-section-title">
      <div className="admin-section-head">
        <h2 id="admin-section-title">{t('sections.customers')}</h2>
        {customers.data && <p className="admin-muted">{t('customers.count', { count: rows.length })}</p>}
      </div>
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
            <button
              type="button"
              className="button button--small admin-delete"
              onClick={() => void remove(booking)}
              aria-label={t('table.deleteLabel', { name: booking.fullName })}
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
