import { useCallback } from 'react';
import { type Notification, formatDays } from '@mehendi/shared';
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
        case 'newBooking':
        case 'bookingCancelled':
        case 'jobDeclined':
        case 'jobHandedBack':
        case 'jobStarted':
        case 'startLocked':
        case 'needsOwner':
          return t(`notifications.kinds.${subject.kind}`, {
            ...('artist' in subject ? { artist: subject.artist } : {}),
            name: subject.name,
            variety: catalogueLabel(subject.variety),
            dates: formatDays(subject.dates, i18n.language),
          });
        case 'newArtist':
        case 'updatedArtist':
          return t(`notifications.kinds.${subject.kind}`, { name: subject.name });
        case 'dataDeleted':
          return t('notifications.kinds.dataDeleted', { count: subject.bookings });
      }
    },
    [t, catalogueLabel, i18n.language],
  );
}
