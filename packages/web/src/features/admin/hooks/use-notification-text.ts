import { useCallback } from 'react';
import type { Notification } from '@mehendi/shared';
import { useTranslation } from '../../../i18n';
import { useCatalogueLabel } from './use-catalogue-label';

/**
 * A notification in the reader's language, built from what it is about (name, variety, dates); one stored
 * before subjects were kept shows its English message.
 */
export function useNotificationText() {
  const { t, i18n } = useTranslation('admin');
  const catalogueLabel = useCatalogueLabel();
  return useCallback(
    ({ message, subject }: Pick<Notification, 'message' | 'subject'>) => {
      if (!subject) return message;
      switch (subject.kind) {
        case 'newBooking': {
          // Booking days are calendar dates, not instants: read and shown in UTC so no zone shifts them.
          const day = new Intl.DateTimeFormat(i18n.language, { dateStyle: 'medium', timeZone: 'UTC' });
          const dates = new Intl.ListFormat(i18n.language, { type: 'conjunction' }).format(
            subject.dates.map((date) => day.format(new Date(`${date}T00:00:00Z`))),
          );
          return t('notifications.kinds.newBooking', {
            name: subject.name,
            variety: catalogueLabel(subject.variety),
            dates,
          });
        }
        case 'newArtist':
        case 'updatedArtist':
          return t(`notifications.kinds.${subject.kind}`, { name: subject.name });
      }
    },
    [t, i18n.language, catalogueLabel],
  );
}
