import type { MessageKey } from '@mehendi/shared';
import { useTranslation } from '../../../i18n';
import { useConfirm } from '../../../ui/confirm-dialog';
import { useToast } from '../../../ui/toast';
import { useDeleteArtist } from '../api/delete-artist';
import { useDeleteBooking } from '../api/delete-booking';
import { useMessages } from './use-messages';

type Kind = 'customers' | 'artists';

const SAID: Record<Kind, { deleted: MessageKey; failed: MessageKey }> = {
  customers: { deleted: 'customerDeleted', failed: 'customerDeleteFailed' },
  artists: { deleted: 'artistDeleted', failed: 'artistDeleteFailed' },
};

/**
 * A booking's or an application's Delete (docs/pages.md): `const [remove, dialog] = useDeleteRecord(kind)`;
 * render `dialog`; `await remove(record)` asks with buttons that name what happens ('Delete the booking',
 * 'Keep the booking'), deletes, toasts how it went, and answers whether the record is gone.
 */
export function useDeleteRecord(kind: Kind) {
  const { t } = useTranslation('admin');
  const { message } = useMessages();
  const toast = useToast();
  const [confirm, dialog] = useConfirm();
  const deleters: Record<Kind, (id: string) => Promise<unknown>> = {
    customers: useDeleteBooking(),
    artists: useDeleteArtist(),
  };

  async function remove(record: { _id: string; fullName: string }): Promise<boolean> {
    const words = { yes: t(`${kind}.delete`), no: t(`${kind}.keep`), danger: true };
    if (!(await confirm(t(`${kind}.confirmDelete`, { name: record.fullName }), words))) return false;
    try {
      await deleters[kind](record._id);
      toast.success(message(SAID[kind].deleted));
      return true;
    } catch {
      toast.error(message(SAID[kind].failed));
      return false;
    }
  }
  return [remove, dialog] as const;
}
