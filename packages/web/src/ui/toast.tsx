import {
  createContext,
  useCallback,
  useContext,
  useEffect,
  useLayoutEffect,
  useMemo,
  useRef,
  useState,
  type ReactNode,
} from 'react';
import { useLocation } from 'wouter';
import { useTranslation } from '../i18n';

export type ToastKind = 'success' | 'error' | 'info';
export interface ToastOptions {
  /** For a toast announcing the navigation that follows it ('Admin Login Successful!'): it survives one. */
  acrossNavigation?: boolean;
  /** A toast with the same id replaces this one instead of piling up ('Design selection updated!'). */
  id?: string;
}
interface Toast extends Omit<ToastOptions, 'id'> {
  id: number;
  key?: string;
  kind: ToastKind;
  text: string;
}

interface ToastApi {
  show(text: string, kind?: ToastKind, options?: ToastOptions): void;
  success(text: string, options?: ToastOptions): void;
  error(text: string, options?: ToastOptions): void;
  /** Closes the toast shown with this id, e.g. a validation message once the errors are fixed. */
  dismiss(key: string): void;
}

const ToastContext = createContext<ToastApi | null>(null);
// Public pages show one toast at a time (docs/pages.md); the admin console keeps a short stack of live
// notifications.
const MAX_PUBLIC_TOASTS = 1;
const MAX_ADMIN_TOASTS = 5;
const LIFETIME_MS = 5000;

/**
 * Toasts at the bottom on the public pages (at the right, across the bottom on phones), clear of the page's
 * heading and an open dialog's header; in the console at the top right, below its header (the live
 * notifications, docs/pages.md). Errors stay until dismissed and are alerts. The
 * list is a manual popover, raised above an open modal dialog when a toast arrives. Other toasts are read
 * out through a polite live region that always exists (one created together with its text is often not
 * read).
 */
export function ToastProvider({ children }: { children: ReactNode }) {
  const { t } = useTranslation();
  const [toasts, setToasts] = useState<Toast[]>([]);
  // The count makes a repeated text a change, so it is read out again.
  const [announced, setAnnounced] = useState({ text: '', count: 0 });
  const nextId = useRef(1);
  const region = useRef<HTMLDivElement>(null);

  const [pathname] = useLocation();
  const inConsole = pathname.startsWith('/admin');
  const max = inConsole ? MAX_ADMIN_TOASTS : MAX_PUBLIC_TOASTS;

  const dismiss = useCallback(
    (id: number) => setToasts((list) => list.filter((toast) => toast.id !== id)),
    [],
  );
  const dismissKey = useCallback(
    (key: string) => setToasts((list) => list.filter((toast) => toast.key !== key)),
    [],
  );

  const show = useCallback(
    (text: string, kind: ToastKind = 'info', options: ToastOptions = {}) => {
      const id = nextId.current++;
      const { id: key, ...rest } = options;
      setToasts((list) => {
        const others = list.filter((toast) => key === undefined || toast.key !== key);
        return [...others.slice(Math.max(0, others.length - (max - 1))), { id, key, kind, text, ...rest }];
      });
      if (kind !== 'error') setAnnounced((old) => ({ text, count: old.count + 1 }));
      if (kind !== 'error') setTimeout(() => dismiss(id), LIFETIME_MS);
    },
    [dismiss, max],
  );

  // A toast is about the page it was shown on; left there, it would cover the next page's title.
  const shownOn = useRef(pathname);
  useEffect(() => {
    if (shownOn.current === pathname) return;
    shownOn.current = pathname;
    setToasts((list) =>
      list.filter((toast) => toast.acrossNavigation).map((toast) => ({ ...toast, acrossNavigation: false })),
    );
  }, [pathname]);

  useLayoutEffect(() => {
    const element = region.current;
    if (!element || typeof element.showPopover !== 'function') return;
    const open = element.matches(':popover-open');
    if (toasts.length === 0) {
      if (open) element.hidePopover();
      return;
    }
    // The console's: below its sticky header, so its menu stays in reach. The public pages' sit at the
    // bottom (CSS).
    const header = inConsole ? document.querySelector('.admin-header') : null;
    const bottom = header ? Math.max(0, header.getBoundingClientRect().bottom) : 0;
    element.style.top = inConsole ? `${Math.round(bottom) + 8}px` : '';
    // A modal opened after the list covers it; showing the list again puts it on top.
    if (open && document.querySelector('dialog[open]')) element.hidePopover();
    if (!element.matches(':popover-open')) element.showPopover();
  }, [toasts, inConsole]);

  const showing = toasts.length > 0;
  useEffect(() => {
    const element = region.current;
    if (!showing || !element || typeof element.showPopover !== 'function') return;
    // A modal dialog opened while toasts show would cover them; showing the list again puts it back on
    // top. Checked now too: a dialog opened in the same update as the first toast (the design zoom) opens
    // in its own effect, after the list was shown.
    const raise = () => {
      if (!element.matches(':popover-open') || !document.querySelector('dialog[open]')) return;
      element.hidePopover();
      element.showPopover();
    };
    raise();
    const observer = new MutationObserver(raise);
    observer.observe(document.body, { subtree: true, attributeFilter: ['open'] });
    return () => observer.disconnect();
  }, [showing]);

  const api = useMemo<ToastApi>(
    () => ({
      show,
      success: (text, options) => show(text, 'success', options),
      error: (text, options) => show(text, 'error', options),
      dismiss: dismissKey,
    }),
    [show, dismissKey],
  );

  return (
    <ToastContext.Provider value={api}>
      {children}
      <div className="visually-hidden" aria-live="polite">
        {announced.text + (announced.count % 2 ? '\u200b' : '')}
      </div>
      <div
        ref={region}
        className={inConsole ? 'toasts' : 'toasts toasts--bottom'}
        popover="manual"
        role="region"
        aria-label={t('toast.region')}
      >
        {toasts.map((toast) => (
          <div
            key={toast.id}
            className={`toast toast--${toast.kind}`}
            role={toast.kind === 'error' ? 'alert' : undefined}
          >
            <span>{toast.text}</span>
            <button
              type="button"
              className="toast__close"
              onClick={() => dismiss(toast.id)}
              aria-label={t('toast.dismiss')}
            >
              ×
            </button>
          </div>
        ))}
      </div>
    </ToastContext.Provider>
  );
}

export function useToast(): ToastApi {
  const api = useContext(ToastContext);
  if (!api) throw new Error('useToast needs a ToastProvider');
  return api;
}
