import { useTranslation } from '../../../i18n';
import { BOOKING_VARIETIES, isOneOf, type CatalogueShelf } from '@mehendi/shared';
import { useCatalogueLabel } from '../hooks/use-catalogue-label';
import { priceLabel } from '../price-label';
import type { DesignFilter } from './design-filters';
import { DesignFilterSelects } from './filter-selects';
import { useShelf } from './shelf-api';
import { ShelfResults } from './shelf-results';

/** The designs shelf of a filter, once both variety and price range are chosen. */
function shelfOf(filter: DesignFilter): CatalogueShelf | null {
  return isOneOf(BOOKING_VARIETIES, filter.variety) && filter.priceRange
    ? { kind: 'designs', variety: filter.variety, priceRange: filter.priceRange }
    : null;
}

/**
 * View Designs (docs/pages.md#admin-pages): variety and price range, then the grid with a Delete per image.
 */
export function DesignsView({
  filter,
  onFilterChange,
}: {
  filter: DesignFilter;
  onFilterChange(next: DesignFilter): void;
}) {
  const { t } = useTranslation('admin');
  const label = useCatalogueLabel();
  const shelf = shelfOf(filter);
  const designs = useShelf(shelf);

  return (
    <section aria-labelledby="admin-section-title">
      <div className="admin-section-head">
        <h2 id="admin-section-title">{t('sections.view-designs')}</h2>
      </div>
      <div className="card admin-filters">
        <DesignFilterSelects value={filter} onChange={onFilterChange} />
      </div>
      <ShelfResults
        shelf={shelf}
        designs={designs}
        groupLabel={`${label(filter.variety)} ${priceLabel(filter.priceRange)}`}
        notice={!shelf && <p className="admin-empty">{t('designs.choose')}</p>}
      />
    </section>
  );
}
