import { useTranslation } from '../../../i18n';
import type { Design } from '@mehendi/shared';
import { useConfirm } from '../../../ui/confirm-dialog';
import { useToast } from '../../../ui/toast';
import { useDeleteDesign } from '../api/delete-design';
import { useDesigns } from '../api/list-designs';
import { useCatalogueLabel } from '../hooks/use-catalogue-label';
import { useMessages } from '../hooks/use-messages';
import { priceLabel } from '../price-label';
import type { DesignFilter } from './design-filters';
import { DesignGrid } from './design-grid';
import { DesignFilterSelects } from './filter-selects';

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
  const { message } = useMessages();
  const label = useCatalogueLabel();
  const toast = useToast();
  const [confirm, confirmDialog] = useConfirm();
  const designs = useDesigns(filter.variety, filter.priceRange);
  const deleteDesign = useDeleteDesign();
  const chosen = Boolean(filter.variety && filter.priceRange);
  const list = designs.data ?? [];
  const groupLabel = `${label(filter.variety)} ${priceLabel(filter.priceRange)}`;

  async function remove(design: Design) {
    if (!(await confirm(t('designs.confirmDelete')))) return;
    try {
      await deleteDesign(filter.variety, design._id);
      toast.success(message('designDeleted'));
    } catch {
      toast.error(message('designDeleteFailed'));
    }
    designs.reload();
  }

  return (
    <section aria-labelledby="admin-section-title">
      <div className="admin-section-head">
        <h2 id="admin-section-title">{t('sections.view-designs')}</h2>
      </div>
      <div className="card admin-filters">
        <DesignFilterSelects value={filter} onChange={onFilterChange} />
      </div>
      <div className="admin-results" aria-live="polite">
        {!chosen && <p className="admin-empty">{t('designs.choose')}</p>}
        {chosen && designs.error !== undefined && (
          <p className="admin-empty admin-form-error" role="alert">
            {message('fetchDesignsFailed')}
          </p>
        )}
        {chosen && designs.loading && list.length === 0 && <p className="admin-empty">{t('list.loading')}</p>}
        {chosen && !designs.loading && designs.error === undefined && list.length === 0 && (
          <p className="admin-empty">{message('noDesigns')}</p>
        )}
      </div>
      {chosen && list.length > 0 && (
        <DesignGrid designs={list} groupLabel={groupLabel} onDelete={(d) => void remove(d)} />
      )}
      {confirmDialog}
    </section>
  );
}
