import { useEffect, useId, useRef, type ReactNode } from 'react';

interface DialogProps {
  open: boolean;
  title: string;
  onClose(): void;
  children: ReactNode;
  /** Buttons of the dialog's footer. */
  actions?: ReactNode;
  className?: string;
  /** When given, the header shows a close (×) button with this accessible name. */
  closeLabel?: string;
}

/**
 * A modal on the native <dialog>: the browser makes the page behind it inert, keeps focus inside,
 * closes on Escape and returns focus to the opener.
 */
export function Dialog({ open, title, onClose, children, actions, className, closeLabel }: DialogProps) {
  const ref = useRef<HTMLDialogElement>(null);
  const titleId = useId();

  useEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    if (open && !dialog.open) dialog.showModal();
    if (!open && dialog.open) dialog.close();
  }, [open]);

  return (
    <dialog
      ref={ref}
      className={`dialog ${className ?? ''}`}
      aria-labelledby={titleId}
      onClose={onClose}
      onCancel={(event) => {
        event.preventDefault();
        onClose();
      }}
      onClick={(event) => {
        // A click on the backdrop (the dialog element itself, outside its content) closes it.
        if (event.target === ref.current) onClose();
      }}
    >
      <div className="dialog__body">
        <div className="dialog__header">
          <h2 id={titleId} className="dialog__title">
            {title}
          </h2>
          {closeLabel && (
            <button type="button" className="dialog__close" onClick={onClose} aria-label={closeLabel}>
              <span aria-hidden="true">×</span>
            </button>
          )}
        </div>
        {children}
        {actions && <div className="dialog__actions">{actions}</div>}
      </div>
    </dialog>
  );
}
