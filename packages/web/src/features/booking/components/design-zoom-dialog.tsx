import { useTranslation } from '../../../i18n';
import type { Design } from '@mehendi/shared';
import { Dialog } from '../../../ui/dialog';
import { RemoteImage } from '../../../ui/remote-image';

interface DesignZoomDialogProps {
  design: Design | null;
  name: string;
  chosen: boolean;
  onToggle(design: Design): void;
  onClose(): void;
}

/** The large picture of a design, with its choice state and a way to change it. */
export function DesignZoomDialog({ design, name, chosen, onToggle, onClose }: DesignZoomDialogProps) {
  const { t } = useTranslation('public');
  return (
    <Dialog
      open={design !== null}
      title={name}
      onClose={onClose}
      closeLabel={t('app.close', { ns: 'common' })}
      className="zoom-dialog"
      actions={
        design && (
          <>
            <button type="button" className="button button--ghost" onClick={() => onToggle(design)}>
              {chosen ? t('booking.unchooseDesign') : t('booking.chooseDesign')}
            </button>
            <button type="button" className="button button--primary" onClick={onClose} autoFocus>
              {t('booking.done')}
            </button>
          </>
        )
      }
    >
      {design && (
        <>
          <RemoteImage
            className="zoom-dialog__image"
            src={design.imagePath}
            width={design.width}
            height={design.height}
            alt={name}
          />
          <p
            className={`zoom-dialog__state ${chosen ? 'zoom-dialog__state--chosen' : ''}`}
            aria-live="polite"
          >
            {chosen ? t('booking.designChosen') : t('booking.designNotChosen')}
          </p>
        </>
      )}
    </Dialog>
  );
}
