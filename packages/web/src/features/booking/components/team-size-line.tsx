import type { FunctionSize } from '@mehendi/shared';
import { useTranslation } from '../../../i18n';
import { teamSizeText } from '../team-size-text';

/**
 * The live line under the guests (issue 47): how many artists the function needs, from the shared
 * artistsNeeded with the owner's times. Polite, so a screen reader hears the new figure once typing stops.
 */
export function TeamSizeLine({ size, artists }: { size: FunctionSize; artists: number }) {
  const { t } = useTranslation('public');
  const text = teamSizeText(t, size, artists);
  return (
    <div className="team-size" aria-live="polite" data-testid="team-size">
      {text && (
        <p className={artists >= 2 ? 'team-size__line' : 'field__hint'}>
          {text}
          {artists >= 2 && <span className="field__hint team-size__hint">{t('booking.teamHint')}</span>}
        </p>
      )}
    </div>
  );
}
