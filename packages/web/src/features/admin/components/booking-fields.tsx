import type { ReactNode } from 'react';
import { bookingReference, type CustomerBooking, formatDay } from '@mehendi/shared';
import { useTranslation } from '../../../i18n';
import { estimateAmount } from '../../../lib/estimate-text';
import { useCatalogueLabel } from '../hooks/use-catalogue-label';
import { priceLabel } from '../price-label';
import { bookingTeamOf, teamConfirmedText } from '../team/team-text';
import { CallLink, ImageLinks, WhatsappLink } from './links';
import { MessageStates } from './message-states';
import type { Column } from './record-list';
import { statusColumns } from './status-columns';

/**
 * How the console shows a booking (docs/pages.md): `short`, the row's few facts beside the name, and
 * `details`, every field under SPEC's column labels and the newer ones, for the booking's details.
 * `matching` says, where no artist is assigned yet, who is being offered the booking or that it needs the
 * owner (docs/bookings.md#offers-to-artists).
 */
export function useBookingFields(matching?: (booking: CustomerBooking) => ReactNode) {
  const { t, i18n } = useTranslation('admin');
  const label = useCatalogueLabel();
  const day = (date: string) => formatDay(date, i18n.language);
  const none = <span className="admin-muted">{t('table.none')}</span>;
  const notGiven = <span className="admin-muted">{t('customers.unknown')}</span>;

  const greeting = (booking: CustomerBooking, name: string) =>
    t('work.greeting', {
      name,
      customer: booking.fullName,
      variety: label(booking.mehendiVariety),
      date: day(booking.selectedDates[0] ?? ''),
    });

  // A team booking (docs/bookings.md#team-bookings): "4 of 7 artists confirmed" where one artist's name
  // would be, with its matching (a team short of artists needs the owner); the seats are in its details.
  const teamLine = (booking: CustomerBooking) => {
    const team = bookingTeamOf(booking);
    if (!team) return null;
    return (
      <>
        {teamConfirmedText(t, team)}
        {booking.assignment && matching && <span className="admin-block">{matching(booking)}</span>}
      </>
    );
  };

  const reference: Column<CustomerBooking> = {
    id: 'reference',
    label: t('customers.reference'),
    render: (booking) => <span className="admin-reference">{bookingReference(booking._id)}</span>,
  };
  const status = statusColumns<CustomerBooking>(t, t('customers.status'), (booking) => booking.cancelReason);
  const time: Column<CustomerBooking> = {
    id: 'time',
    label: t('customers.time'),
    render: (booking) => label(booking.selectedTime),
  };

  const short: Column<CustomerBooking>[] = [
    reference,
    {
      id: 'dates',
      label: t('customers.dates'),
      // The first day, and how many more: every day is in the details.
      render: (booking) => {
        const [first, ...more] = booking.selectedDates.toSorted();
        return (
          <>
            <time dateTime={first?.slice(0, 10)}>{day(first ?? '')}</time>
            {more.length > 0 && (
              <span className="admin-muted"> {t('customers.moreDays', { count: more.length })}</span>
            )}
          </>
        );
      },
    },
    time,
    status.short,
    {
      id: 'artist',
      label: t('customers.artist'),
      render: (booking) =>
        teamLine(booking) ?? booking.artist?.fullName ?? (booking.assignment && matching?.(booking)) ?? none,
    },
  ];

  const details: Column<CustomerBooking>[] = [
    reference,
    { id: 'name', label: t('customers.name'), render: (booking) => booking.fullName },
    status.detail,
    {
      id: 'artist',
      label: t('customers.artist'),
      render: (booking) => (
        <>
          {teamLine(booking) ??
            (booking.artist ? (
              <>
                {booking.artist.fullName}{' '}
                <WhatsappLink
                  number={booking.artist.whatsappNumber}
                  greeting={greeting(booking, booking.artist.fullName)}
                />
              </>
            ) : (
              ((booking.assignment && matching?.(booking)) ?? none)
            ))}
          {/* The customer's wish ("Book with this artist"); absent from a server before it. */}
          {booking.preferredArtistFirstName && (
            <span className="admin-block admin-muted">
              {t('work.askedFor', { name: booking.preferredArtistFirstName })}
            </span>
          )}
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
      render: (booking) => (
        <>
          <CallLink number={booking.loginNumber} />
          {/* What the number holds against its limits (docs/security.md#what-one-number-can-hold). */}
          {booking.heldByNumber && (
            <span className="admin-block admin-muted">
              {t('customers.heldByNumber', booking.heldByNumber)}
            </span>
          )}
        </>
      ),
    },
    {
      id: 'dates',
      label: t('customers.dates'),
      render: (booking) => (
        <ul className="admin-plain-list">
          {booking.selectedDates.map((date) => (
            <li key={date}>
              <time dateTime={date.slice(0, 10)}>{day(date)}</time>
            </li>
          ))}
        </ul>
      ),
    },
    time,
    { id: 'variety', label: t('customers.variety'), render: (booking) => label(booking.mehendiVariety) },
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
      render: (booking) => (booking.sidersType ? label(booking.sidersType) : none),
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
          notGiven
        ),
    },
    { id: 'guests', label: t('customers.guests'), render: (booking) => booking.guestCount },
    {
      id: 'sidersLength',
      label: t('customers.sidersLength'),
      render: (booking) =>
        booking.sidersLength ? t(`sidersLengths.${booking.sidersLength}`, { ns: 'common' }) : none,
    },
    {
      id: 'estimate',
      label: t('customers.estimate'),
      render: (booking) => (booking.estimate ? <span>{estimateAmount(t, booking.estimate)}</span> : notGiven),
    },
    {
      id: 'messages',
      label: t('customers.messages'),
      render: (booking) => <MessageStates messages={booking.messages} />,
    },
  ];

  return { short, details, day };
}
