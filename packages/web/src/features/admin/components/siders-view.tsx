import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from '../../../i18n';
import { isOneOf, SIDERS_TYPES, type Design, type SidersType } from '@mehendi/shared';
import { useConfirm } from '../../../ui/confirm-dialog';
import { useToast } from '../../../ui/toast';
import { useDeleteSidersDesign } from '../api/delete-siders-design';
import { useSidersDesigns } from '../api/list-siders-designs';
import { useCatalogueLabel } from '../hooks/use-catalogue-label';
import { useMessages } from '../hooks/use-messages';
import type { SidersFilter } from './design-filters';
import { DesignGrid } from './design-grid';
import { SidersTypeSelect } from './filter-selects';

interface SidersViewProps {
  /** The type whose designs are shown (after 'View Siders Designs' or an upload). */
  viewed: SidersFilter;
  onView(type: SidersType): void;
}

/** Siders views (docs/pages.md): the type select and hint, 'View Siders Designs', then the grid. */
export function SidersView({ viewed, onView }: SidersViewProps) {
  const { t } = useTranslation('admin');
  const { message } = useMessages();
  const label = useCatalogueLabel();
  const toast = useToast();
  const [confirm, confirmDialog] = useConfirm();
  const [choice, setChoice] = useState<string>(viewed ?? '');
  const [error, setError] = useState<string | null>(null);
  const designs = useSidersDesigns(viewed);
  const deleteSiders = useDeleteSidersDesign();
  const hintId = useId();
  const list = designs.data ?? [];

  function view(event: FormEvent) {
    event.preventDefault();
    if (!isOneOf(SIDERS_TYPES, choice)) return setError(message('selectSidersTypeToView'));
    setError(null);
    if (choice === viewed) designs.reload();
    else onView(choice);
  }

  async function remove(design: Design) {
    if (!(await confirm(t('designs.confirmDelete')))) return;
    try {
      await deleteSiders(design._id);
      toast.success(message('sidersDeleted'));
    } catch {
      toast.error(message('sidersDeleteFailed'));
    }
    designs.reload();
  }

  return (
    <section aria-labelledby="admin-section-title">
      <div className="admin-section-head">
        <h2 id="admin-section-title">{t('sections.view-siders')}</h2>
      </div>
      <form
        className="card admin-filters admin-filters--inline"
        onSubmit={view}
        noValidate
        aria-describedby={hintId}
      >
        <SidersTypeSelect value={choice} onChange={setChoice} />
        <button type="submit" className="button button--primary">
          {t('siders.view')}
        </button>
        <p id={hintId} className="admin-muted admin-hint admin-filters__hint">
          {t('siders.hint')}
        </p>
      </form>
      <div className="admin-results" aria-live="polite">
        {error && (
          <p className="admin-empty admin-form-error" role="alert">
            {error}
          </p>
        )}
        {viewed && designs.error !== undefined && (
          <p className="admin-empty admin-form-error" role="alert">
            {message('adminSidersLoadFailed')}
          </p>
        )}
        {viewed && designs.loading && list.length === 0 && <p className="admin-empty">{t('list.loading')}</p>}
        {viewed && !designs.loading && designs.error === undefined && list.length === 0 && (
          <p className="admin-empty">{message('noSidersDesigns')}</p>
        )}
      </div>
      {viewed && list.length > 0 && (
        <DesignGrid designs={list} groupLabel={label(viewed)} onDelete={(d) => void remove(d)} />
      )}
      {confirmDialog}
    </section>
  );
}
