import { useTranslation } from '../../../i18n';
import type { Design } from '@mehendi/shared';
import type { QueryState } from '../../../lib/use-query';
import { LoadError } from '../../../ui/load-error';
import { RemoteImage } from '../../../ui/remote-image';

interface DesignGridProps {
  query: QueryState<Design[]>;
  selected: readonly string[];
  onPick(design: Design, index: number): void;
  /** Texts of the empty and failed states (already translated). */
  emptyText: string;
  errorText: string;
  /** Accessible name of the n-th picture, e.g. 'Design 3'. */
  nameOf(index: number): string;
}

/** Thumbnails with their size set and lazy loading; each is a toggle button showing whether it is chosen. */
export function DesignGrid({ query, selected, onPick, emptyText, errorText, nameOf }: DesignGridProps) {
  const { t } = useTranslation('public');
  switch (query.status) {
    case 'idle':
      return null;
    case 'loading':
      return (
        <div className="design-grid__status" role="status">
          <span className="mini-spinner" aria-hidden="true" /> {t('app.loading', { ns: 'common' })}
        </div>
      );
    case 'error':
      return <LoadError text={errorText} onRetry={query.retry} />;
    case 'success':
      if (query.data.length === 0) return <p className="design-grid__status">{emptyText}</p>;
      return (
        <ul className="design-grid">
          {query.data.map((design, index) => {
            const chosen = selected.includes(design.imagePath);
            return (
              <li key={design._id}>
                <button
                  type="button"
                  className="design-tile"
                  aria-pressed={chosen}
                  onClick={() => onPick(design, index)}
                >
                  <RemoteImage
                    src={design.thumbPath}
                    width={design.thumbWidth}
                    height={design.thumbHeight}
                    loading="lazy"
                    decoding="async"
                    alt={nameOf(index)}
                  />
                  <span className="design-tile__badge" aria-hidden="true">
                    {chosen ? '✓' : '+'}
                  </span>
                </button>
              </li>
            );
          })}
        </ul>
      );
  }
}
