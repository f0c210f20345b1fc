import { useEffect, useId, useRef, useState, type KeyboardEvent, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { NavLink, useLocation } from 'react-router-dom';
import type { NavLink as NavLinkData } from './nav-links';
import styles from './header.module.css';

/** Spec 2.3 / 9: a header dropdown hides 1 second after the pointer leaves it. */
export const DROPDOWN_HIDE_DELAY_MS = 1000;

interface NavDropdownProps {
  label: ReactNode;
  links: NavLinkData[];
  /** More items after the links (the logout button). */
  extra?: ReactNode;
  align?: 'start' | 'end';
  testId?: string;
}

/** A disclosure menu: opens on hover, click or keyboard (ArrowDown), closes on Escape, on leaving and on navigation. */
export function NavDropdown({ label, links, extra, align = 'start', testId }: NavDropdownProps) {
  const { t } = useTranslation('common');
  const { pathname } = useLocation();
  const id = useId();
  const [open, setOpen] = useState(false);
  const wrap = useRef<HTMLDivElement>(null);
  const button = useRef<HTMLButtonElement>(null);
  const hideTimer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const openedByHover = useRef(false);

  const cancelHide = () => clearTimeout(hideTimer.current);
  useEffect(() => cancelHide, []);
  useEffect(() => setOpen(false), [pathname]);

  const firstItem = () => wrap.current?.querySelector<HTMLElement>('[data-menu-item]');
  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (event.key === 'Escape' && open) {
      setOpen(false);
      button.current?.focus();
    } else if (event.key === 'ArrowDown' && event.target === button.current) {
      event.preventDefault();
      setOpen(true);
      requestAnimationFrame(() => firstItem()?.focus());
    }
  };

  return (
    <div
      ref={wrap}
      className={styles.dropdown}
      data-testid={testId}
      onPointerEnter={(e) => {
        if (e.pointerType !== 'mouse') return;
        cancelHide();
        if (!open) openedByHover.current = true;
        setOpen(true);
      }}
      onPointerLeave={(e) => {
        if (e.pointerType !== 'mouse') return;
        cancelHide();
        hideTimer.current = setTimeout(() => setOpen(false), DROPDOWN_HIDE_DELAY_MS);
      }}
      onBlur={(e) => {
        if (!wrap.current?.contains(e.relatedTarget as Node | null)) setOpen(false);
      }}
      onKeyDown={onKeyDown}
    >
      <button
        ref={button}
        type="button"
        className={styles.navButton}
        aria-expanded={open}
        aria-controls={id}
        onClick={() => {
          // A pointer that opened the menu by hovering should not close it again with the click that follows.
          if (openedByHover.current) openedByHover.current = false;
          else setOpen((v) => !v);
        }}
      >
        {label}
        <span aria-hidden="true" className={styles.caret}>
          ▾
        </span>
      </button>
      <ul id={id} className={`${styles.menu} ${align === 'end' ? styles.menuEnd : ''}`} hidden={!open}>
        {links.map((link) => (
          <li key={link.to}>
            <NavLink to={link.to} className={styles.menuItem} data-menu-item="">
              {t(link.label)}
            </NavLink>
          </li>
        ))}
        {extra && <li>{extra}</li>}
      </ul>
    </div>
  );
}
