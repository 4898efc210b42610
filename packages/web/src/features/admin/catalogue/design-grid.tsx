import { useTranslation } from '../../../i18n';
import type { Design } from '@mehendi/shared';
import { imageUrl } from '../image-url';
import { RemoteImage } from '../../../ui/remote-image';

interface DesignGridProps {
  designs: Design[];
  /** Names the group for alt texts, e.g. 'Bridal ₹2000-3000'. */
  groupLabel: string;
  onDelete(design: Design): void;
}

/** Thumbnails sized in advance (no layout shift), each opening the full image, each with a Delete. */
export function DesignGrid({ designs, groupLabel, onDelete }: DesignGridProps) {
  const { t } = useTranslation('admin');
  return (
    <ul className="admin-grid">
      {designs.map((design, index) => (
        <li key={design._id} className="admin-grid__item">
          <a
            href={imageUrl(design.imagePath)}
            target="_blank"
            rel="noopener noreferrer"
            className="admin-grid__image"
          >
            <RemoteImage
              src={imageUrl(design.thumbPath || design.imagePath)}
              width={design.thumbWidth || undefined}
              height={design.thumbHeight || undefined}
              loading="lazy"
              alt={t('designs.alt', { group: groupLabel, number: index + 1 })}
            />
          </a>
          <button
            type="button"
            className="button button--small admin-delete"
            onClick={() => onDelete(design)}
            aria-label={t('designs.deleteLabel', { group: groupLabel, number: index + 1 })}
          >
            {t('table.delete')}
          </button>
        </li>
      ))}
    </ul>
  );
}
