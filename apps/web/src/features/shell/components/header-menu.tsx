'use client';

import { useCallback, useEffect, useLayoutEffect, useRef, useState } from 'react';
import type { ReactNode, RefObject } from 'react';
import { Icon } from '@/platform/icons/icon';
import { MenuContent, MenuRoot, MenuTrigger } from '@/ui';
import styles from './header.module.css';

/**
 * Closes an open menu when a scroll or a resize moved its button. Only such a scroll (the page, the section
 * bar) leaves the list away from its button; one elsewhere (the open list itself, the sports sidebar following
 * the current sport) or one that landed before the list opened (the bar scrolled the button into view just
 * before the click) keeps it open.
 */
function useCloseWhenButtonMoves(open: boolean, button: RefObject<HTMLElement | null>, close: () => void) {
  const placedAt = useRef<{ left: number; bottom: number } | null>(null);

  useLayoutEffect(() => {
    if (!open || !button.current) return;
    const { left, bottom } = button.current.getBoundingClientRect();
    placedAt.current = { left, bottom };
  }, [open, button]);

  useEffect(() => {
    if (!open) return;
    function onScroll() {
      const rect = button.current?.getBoundingClientRect();
      const placed = placedAt.current;
      if (!rect || !placed || rect.left !== placed.left || rect.bottom !== placed.bottom) close();
    }
    window.addEventListener('resize', close);
    document.addEventListener('scroll', onScroll, true);
    return () => {
      window.removeEventListener('resize', close);
      document.removeEventListener('scroll', onScroll, true);
    };
  }, [open, button, close]);
}

/**
 * A header entry that opens a menu of links (a configured submenu, the sport list), each a `MenuItem`. The
 * menu's keyboard, Escape and click-outside come from `MenuRoot` (src/ui/menu); following a link closes it.
 */
export function HeaderMenu({
  label,
  active,
  children,
}: {
  label: string;
  /** Marks the button when one of its links is the current page. */
  active: boolean;
  children: ReactNode;
}) {
  const [open, setOpen] = useState(false);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const close = useCallback(() => setOpen(false), []);
  useCloseWhenButtonMoves(open, buttonRef, close);

  return (
    <div className={styles.menuRoot}>
      <MenuRoot open={open} onOpenChange={setOpen}>
        <MenuTrigger ref={buttonRef} className={styles.section} data-active={active ? 'true' : undefined}>
          {label}
          <Icon symbol={open ? 'icon-chevron-up' : 'icon-chevron-down'} size={14} />
        </MenuTrigger>
        <MenuContent>{children}</MenuContent>
      </MenuRoot>
    </div>
  );
}
