import { useState } from 'react';
import { useTranslation } from '../i18n';
import type { AppRole } from '../lib/installed-app';
import { useInstallOffer } from '../lib/use-install-offer';
import { usePushSwitch } from '../lib/use-push-switch';
import { useToast } from './toast';

interface AppCardProps {
  role: AppRole;
  /** The session that subscribes to pushes (the artist's phone session, the owner's console token). */
  token: string | null;
  /** A refused call: an ended session goes back to the login, anything else is said. */
  onFailed(error: unknown): void;
  className?: string;
  /** 2 on My work, 3 inside the console's Settings (with that section's title class). */
  headingLevel?: 2 | 3;
  titleClassName?: string;
}

/**
 * "The app" on My work and the console (docs/pages.md#the-app): "Install the app" where the browser offers
 * it, the iPhone's steps on Safari, and "Turn on notifications" with what this browser allows. The
 * permission is asked only from the tap on that button.
 */
export function AppCard({
  role,
  token,
  onFailed,
  className = 'card my-account',
  headingLevel = 2,
  titleClassName,
}: AppCardProps) {
  const Title = `h${headingLevel}` as const;
  const { t } = useTranslation('records');
  const toast = useToast();
  const { offer, install } = useInstallOffer();
  const push = usePushSwitch(token);
  const [busy, setBusy] = useState(false);

  async function flip(turn: () => Promise<void>) {
    setBusy(true);
    try {
      await turn();
    } catch (error) {
      if ((error as { status?: number }).status) onFailed(error);
      else toast.error(t('app.pushFailed'));
    } finally {
      setBusy(false);
    }
  }

  const pushText = {
    checking: null,
    on: t('app.pushOn'),
    off: t('app.pushOff'),
    blocked: t('app.pushBlocked'),
    unsupported: t(offer === 'ios' ? 'app.pushUnsupportedIos' : 'app.pushUnsupported'),
  }[push.state];

  return (
    <section className={className} aria-labelledby="app-card-heading">
      <Title id="app-card-heading" className={titleClassName}>
        {t('app.title')}
      </Title>
      {offer === 'installed' ? (
        <p>{t('app.installed')}</p>
      ) : (
        (offer === 'prompt' || offer === 'ios') && (
          <>
            <p>{t(`app.installWhy.${role}`)}</p>
            {offer === 'prompt' ? (
              <div className="my-actions">
                <button type="button" className="button button--primary" onClick={() => void install()}>
                  {t('app.install')}
                </button>
              </div>
            ) : (
              <p className="my-note">{t('app.iosSteps')}</p>
            )}
          </>
        )
      )}
      <p>{t(`app.pushWhy.${role}`)}</p>
      {pushText && (
        <p className="my-note" role="status">
          {pushText}
        </p>
      )}
      {(push.state === 'on' || push.state === 'off') && (
        <div className="my-actions">
          <button
            type="button"
            className={push.state === 'on' ? 'button button--ghost' : 'button button--primary'}
            disabled={busy}
            onClick={() => void flip(push.state === 'on' ? push.turnOff : push.turnOn)}
          >
            {t(push.state === 'on' ? 'app.turnOff' : 'app.turnOn')}
          </button>
        </div>
      )}
    </section>
  );
}
