import { whatsappLink } from '@mehendi/shared';
import { useTranslation } from '../../../i18n';
import { imageUrl } from '../image-url';
import { RemoteImage } from '../../../ui/remote-image';

/** A phone number as a WhatsApp click-to-chat link; `greeting` is prefilled in the admin's language (docs/pages.md). */
export function WhatsappLink({ number, greeting }: { number: string; greeting?: string }) {
  const { t } = useTranslation('admin');
  return (
    <a href={whatsappLink(number, greeting)} target="_blank" rel="noopener noreferrer">
      <span className="visually-hidden">{t('links.whatsapp')} </span>
      {number}
    </a>
  );
}

/** A phone number as a call link: 10-digit Indian mobiles get +91, E.164 numbers are used as they are. */
export function CallLink({ number }: { number: string }) {
  const { t } = useTranslation('admin');
  const dial = number.startsWith('+') ? number : `+91${number}`;
  return (
    <a href={`tel:${dial}`}>
      <span className="visually-hidden">{t('links.call')} </span>
      {number}
    </a>
  );
}

/**
 * Small previews of images (chosen designs, an artist's photos), each opening the full image in a new tab;
 * `names` (the uploaded file names) describe them when known.
 */
export function ImageLinks({ paths, label, names }: { paths: string[]; label: string; names?: string[] }) {
  const { t } = useTranslation('admin');
  if (paths.length === 0) return <span className="admin-muted">{t('table.none')}</span>;
  return (
    <ul className="admin-thumbs">
      {paths.map((path, index) => (
        <li key={path}>
          <a href={imageUrl(path)} target="_blank" rel="noopener noreferrer">
            <RemoteImage
              src={imageUrl(path)}
              alt={names?.[index] ?? t('table.imageAlt', { label, number: index + 1 })}
              width={48}
              height={48}
              loading="lazy"
            />
          </a>
        </li>
      ))}
    </ul>
  );
}
