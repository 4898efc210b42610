import { useCallback } from 'react';
import { useTranslation } from '../../../i18n';
import { useOwnRecords } from '../../../lib/use-own-records';
import { AvailabilityForm } from '../../../ui/availability-form';
import { getMyAvailability, saveMyAvailability } from '../api/my-work-api';

/**
 * "When I work" on My work (docs/pages.md): the slots the artist takes on each weekday, days off, the most
 * jobs in a day. Saved with PUT /api/my/availability; until then the application's answer holds.
 */
export function WhenIWork({ token, onSessionEnded }: { token: string; onSessionEnded(): void }) {
  const { t } = useTranslation('records');
  const fetch = useCallback((signal?: AbortSignal) => getMyAvailability(token, signal), [token]);
  const { loaded, refused } = useOwnRecords(fetch, onSessionEnded);
  if (loaded.status !== 'ready' || !loaded.data) return null;
  return (
    <AvailabilityForm
      className="card my-account when-i-work"
      title={t('whenIWork.title')}
      intro={t('whenIWork.intro')}
      initial={loaded.data}
      onSave={(availability) => saveMyAvailability(token, availability)}
      onFailed={refused}
    />
  );
}
