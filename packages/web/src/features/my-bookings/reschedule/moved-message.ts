import { formatDays } from '@mehendi/shared';
import type { TFunction } from '../../../i18n';
import { changedDays } from './reschedule-choice';

/**
 * What a saved Change date did to the days, as the toast says it ("Moved from 19 Dec 2026 to 22 Dec 2026."); null when the days stayed (only the slot changed), where the server's message serves.
 */
export function movedMessage(
  t: TFunction,
  language: string,
  before: readonly string[],
  after: readonly string[],
): string | null {
  const { removed, added } = changedDays(
    before.map((day) => day.slice(0, 10)),
    after.map((day) => day.slice(0, 10)),
  );
  const days = (list: string[]) => formatDays(list, language);
  if (removed.length > 0 && added.length > 0)
    return t('myBookings.movedFromTo', { ns: 'records', from: days(removed), to: days(added) });
  if (added.length > 0) return t('myBookings.daysAdded', { ns: 'records', dates: days(added) });
  if (removed.length > 0) return t('myBookings.daysRemoved', { ns: 'records', dates: days(removed) });
  return null;
}
