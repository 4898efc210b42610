import type { ReactNode } from 'react';
import { useTranslation } from '../../../i18n';
import type { CatalogueShelf, Design, MessageKey } from '@mehendi/shared';
import { useConfirm } from '../../../ui/confirm-dialog';
import { useToast } from '../../../ui/toast';
import { useMessages } from '../hooks/use-messages';
import { DesignGrid } from './design-grid';
import { useShelfWrites, type useShelf } from './shelf-api';

// Each shelf's own sentences (docs/rules-and-messages.md); the behaviour is the same.
const SHELF_MESSAGES = {
  designs: {
    deleted: 'designDeleted',
    deleteFailed: 'designDeleteFailed',
    loadFailed: 'fetchDesignsFailed',
    empty: 'noDesigns',
  },
  siders: {
    deleted: 'sidersDeleted',
    deleteFailed: 'sidersDeleteFailed',
    loadFailed: 'adminSidersLoadFailed',
    empty: 'noSidersDesigns',
  },
} as const satisfies Record<CatalogueShelf['kind'], Record<string, MessageKey>>;

interface ShelfResultsProps {
  /** The group shown; null while none is chosen. */
  shelf: CatalogueShelf | null;
  designs: ReturnType<typeof useShelf>;
  /** Names the group for alt texts, e.g. 'Bridal ₹2000-3000'. */
  groupLabel: string;
  /** Said first in the live region, e.g. what to choose. */
  notice?: ReactNode;
}

/**
 * A shelf group's state (loading, failed, empty) in a live region, then its grid with a Delete per photo,
 * asked to confirm; the list reloads after each delete.
 */
export function ShelfResults({ shelf, designs, groupLabel, notice }: ShelfResultsProps) {
  const { t } = useTranslation('admin');
  const { message } = useMessages();
  const toast = useToast();
  const [confirm, confirmDialog] = useConfirm();
  const { remove } = useShelfWrites();
  const list = designs.data ?? [];
  const words = shelf && SHELF_MESSAGES[shelf.kind];

  async function deleteDesign(chosen: CatalogueShelf, design: Design) {
    if (!(await confirm(t('designs.confirmDelete')))) return;
    const { deleted, deleteFailed } = SHELF_MESSAGES[chosen.kind];
    try {
      await remove(chosen, design._id);
      toast.success(message(deleted));
    } catch {
      toast.error(message(deleteFailed));
    }
    designs.reload();
  }

  return (
    <>
      <div className="admin-results" aria-live="polite">
        {notice}
        {words && designs.error !== undefined && (
          <p className="admin-empty admin-form-error" role="alert">
            {message(words.loadFailed)}
          </p>
        )}
        {words && designs.loading && list.length === 0 && <p className="admin-empty">{t('list.loading')}</p>}
        {words && !designs.loading && designs.error === undefined && list.length === 0 && (
          <p className="admin-empty">{message(words.empty)}</p>
        )}
      </div>
      {shelf && list.length > 0 && (
        <DesignGrid designs={list} groupLabel={groupLabel} onDelete={(d) => void deleteDesign(shelf, d)} />
      )}
      {confirmDialog}
    </>
  );
}
