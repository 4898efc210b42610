import { useId, useState } from 'react';
import type { TeamTimes } from '@mehendi/shared';
import { useTranslation } from '../../../i18n';
import { useToast } from '../../../ui/toast';
import { AppCard } from '../../../ui/app-card';
import { readAdminToken } from '../auth/admin-token';
import { useOfferActions } from '../api/offers';
import { ListState } from '../components/list-state';
import { useMessages } from '../hooks/use-messages';
import { useResource } from '../hooks/use-resource';
import { TeamTimesCard } from '../team/team-times-card';
import './matching.css';

/**
 * The console's Settings (docs/api.md#settings): the owner's switch "Offer new bookings to artists
 * automatically" (GET/PUT /api/admin/settings), with what it does in one line, and the times a team is
 * sized from (docs/bookings.md#team-bookings).
 */
export function SettingsSection() {
  const { t } = useTranslation('admin');
  const { errorText } = useMessages();
  const toast = useToast();
  const actions = useOfferActions();
  const id = useId();
  const settings = useResource('owner-settings', () => actions.settings());
  const [saving, setSaving] = useState(false);

  async function saveTimes(teamTimes: TeamTimes): Promise<boolean> {
    if (!settings.data) return false;
    try {
      await actions.saveSettings({ autoOffers: settings.data.autoOffers, teamTimes });
      toast.success(t('settings.team.saved'));
      return true;
    } catch (error) {
      toast.error(errorText(error, 'somethingWentWrong'));
      return false;
    } finally {
      settings.reload();
    }
  }

  async function save(autoOffers: boolean) {
    setSaving(true);
    try {
      await actions.saveSettings({ autoOffers });
      toast.success(t('settings.saved'));
    } catch (error) {
      toast.error(errorText(error, 'somethingWentWrong'));
    } finally {
      setSaving(false);
      settings.reload();
    }
  }

  return (
    <section aria-labelledby="admin-section-title">
      <div className="admin-section-head">
        <h2 id="admin-section-title">{t('sections.settings')}</h2>
      </div>
      {/* The console as an app on the owner's phone, and its notifications (docs/pages.md#the-app). */}
      <AppCard
        role="owner"
        token={readAdminToken()}
        onFailed={(error) => toast.error(errorText(error, 'somethingWentWrong'))}
        className="card owner-setting"
        headingLevel={3}
        titleClassName="owner-setting__title"
      />
      <ListState
        loading={settings.loading && !settings.data}
        failed={settings.error !== undefined}
        empty={!settings.data}
        emptyText=""
        onRetry={settings.reload}
      />
      {settings.data && (
        <div className="card owner-setting">
          <h3 className="owner-setting__title">{t('settings.offersTitle')}</h3>
          <div className="owner-setting__row">
            <label htmlFor={`${id}-auto`} className="owner-setting__label">
              {t('settings.autoOffers')}
            </label>
            <input
              id={`${id}-auto`}
              type="checkbox"
              role="switch"
              className="owner-switch"
              checked={settings.data.autoOffers}
              disabled={saving || settings.loading}
              aria-describedby={`${id}-hint`}
              onChange={(event) => void save(event.target.checked)}
            />
          </div>
          <p id={`${id}-hint`} className="admin-muted owner-setting__hint">
            {t('settings.autoOffersHint')}
          </p>
        </div>
      )}
      {settings.data && (
        // Typed anew when the saved times change (another admin, or what the server kept).
        <TeamTimesCard
          key={JSON.stringify(settings.data.teamTimes)}
          times={settings.data.teamTimes}
          onSave={saveTimes}
        />
      )}
    </section>
  );
}
