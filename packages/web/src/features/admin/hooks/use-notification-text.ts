import { useCallback, useMemo } from 'react';
import { toUtcMidnight, type Notification, latinDigits } from '@mehendi/shared';
import { useTranslation } from '../../../i18n';
import { useCatalogueLabel } from './use-catalogue-label';

/**
 * A notification in the reader's language, built from what it is about (name, variety, dates); one stored
 * before subjects were kept shows its English message.
 */
export function useNotificationText() {
  const { t, i18n } = useTranslation('admin');
  const catalogueLabel = useCatalogueLabel();
  // Built once per language, not once per notification shown.
  const { day, list } = useMemo(
    () => ({
      // Booking days are calendar dates, not instants: read and shown in UTC so no zone shifts them.
      day: new Intl.DateTimeFormat(latinDigits(i18n.language), { dateStyle: 'medium', timeZone: 'UTC' }),
      list: new Intl.ListFormat(i18n.language, { type: 'conjunction' }),
    }),
    [i18n.language],
  );
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
            dates: list.format(subject.dates.map((date) => day.format(new Date(toUtcMidnight(date))))),
          });
        case 'newArtist':
        case 'updatedArtist':
          return t(`notifications.kinds.${subject.kind}`, { name: subject.name });
        case 'dataDeleted':
          return t('notifications.kinds.dataDeleted', { count: subject.bookings });
      }
    },
    [t, catalogueLabel, day, list],
  );
}
