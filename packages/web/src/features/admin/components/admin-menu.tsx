import { useEffect, useId, useRef, useState, type KeyboardEvent } from 'react';
import { useLocation } from 'wouter';
import { useTranslation } from '../../../i18n';
import { paths } from '../../../config/paths';
import { useConfirm } from '../../../ui/confirm-dialog';
import { useLogout } from '../api/logout';
import { useMessages } from '../hooks/use-messages';

function menuItems(menu: HTMLElement | null): HTMLElement[] {
  return [...(menu?.querySelectorAll<HTMLElement>('[role="menuitem"]') ?? [])];
}

/** Focuses the item at `index`, wrapping around at both ends. */
function focusMenuItem(menu: HTMLElement | null, index: number): void {
  const list = menuItems(menu);
  list[(index + list.length) % list.length]?.focus();
}

/**
 * The header's Admin menu (docs/pages.md) as an ARIA menu button: Enter, Space or ArrowDown opens it on the
 * first item, arrows move, Escape closes and returns focus to the button. Change Password only navigates;
 * docs/decisions.md §2 drops the original's premature 'Password changed successfully!'.
 */
export function AdminMenu() {
  const { t } = useTranslation('admin');
  const { message } = useMessages();
  const [, navigate] = useLocation();
  const logout = useLogout();
  const [confirm, confirmDialog] = useConfirm();
  const [open, setOpen] = useState(false);
  const menuId = useId();
  const buttonRef = useRef<HTMLButtonElement>(null);
  const menuRef = useRef<HTMLUListElement>(null);

  const focusItem = (index: number) => focusMenuItem(menuRef.current, index);

  useEffect(() => {
    if (!open) return;
    focusMenuItem(menuRef.current, 0);
    const closeOnOutsideClick = (event: PointerEvent) => {
      const target = event.target as Node;
      if (!menuRef.current?.contains(target) && !buttonRef.current?.contains(target)) setOpen(false);
    };
    document.addEventListener('pointerdown', closeOnOutsideClick);
    return () => document.removeEventListener('pointerdown', closeOnOutsideClick);
  }, [open]);

  function close(returnFocus: boolean) {
    setOpen(false);
    if (returnFocus) buttonRef.current?.focus();
  }

  function onMenuKeyDown(event: KeyboardEvent) {
    const index = menuItems(menuRef.current).indexOf(document.activeElement as HTMLElement);
    switch (event.key) {
      case 'ArrowDown':
        focusItem(index + 1);
        break;
      case 'ArrowUp':
        focusItem(index - 1);
        break;
      case 'Home':
        focusItem(0);
        break;
      case 'End':
        focusItem(-1);
        break;
      case 'Escape':
        close(true);
        break;
      case 'Tab':
        setOpen(false);
        return;
      default:
        return;
    }
    event.preventDefault();
  }

  async function onLogout() {
    close(true);
    if (await confirm(message('confirmLogout'))) await logout();
  }

  return (
    <div className="admin-menu">
      <button
        ref={buttonRef}
        type="button"
        className="button button--ghost button--small admin-menu__button"
        aria-haspopup="menu"
        aria-expanded={open}
        aria-controls={menuId}
        onClick={() => setOpen((value) => !value)}
        onKeyDown={(event) => {
          if (event.key === 'ArrowDown') {
            event.preventDefault();
            setOpen(true);
          }
        }}
      >
        {t('menu.admin')}
        <span aria-hidden="true" className="admin-menu__caret">
          ▾
        </span>
      </button>
      <ul
        ref={menuRef}
        id={menuId}
        role="menu"
        aria-label={t('menu.admin')}
        className="admin-menu__list"
        hidden={!open}
        onKeyDown={onMenuKeyDown}
      >
        <li role="none">
          <button
            type="button"
            role="menuitem"
            tabIndex={-1}
            onClick={() => {
              close(false);
              navigate(paths.adminProfile);
            }}
          >
            {t('menu.changePassword')}
          </button>
        </li>
        <li role="none">
          <button type="button" role="menuitem" tabIndex={-1} onClick={() => void onLogout()}>
            {t('menu.logout')}
          </button>
        </li>
      </ul>
      {confirmDialog}
    </div>
  );
}
