import { useTranslation } from '../i18n';
import { RemoteImage } from './remote-image';

/** The designs chosen for a booking (siders included), small, on My bookings and My work; none: nothing. */
export function DesignThumbnails({
  record,
}: {
  record: { selectedDesigns: string[]; sidersDesigns: string[] };
}) {
  const { t } = useTranslation('records');
  const designs = [...record.selectedDesigns, ...record.sidersDesigns];
  if (designs.length === 0) return null;
  return (
    <ul className="my-designs" aria-label={t('myBookings.designs')}>
      {designs.map((src, index) => (
        <li key={src}>
          <RemoteImage src={src} alt={t('myBookings.designAlt', { number: index + 1 })} loading="lazy" />
        </li>
      ))}
    </ul>
  );
}
