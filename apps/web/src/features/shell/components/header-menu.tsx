'use client';

import { useEffect, useId, useLayoutEffect, useRef, useState } from 'react';
import type { CSSProperties, ReactNode } from 'react';
import { Icon } from '@/platform/icons/icon';
import styles from './header.module.css';

/** Where the open list sits: under its button, aligned to the button's start edge in either direction. */
function placeUnder(button: HTMLElement): CSSProperties {
  const rect = button.getBoundingClientRect();
  const rtl = getComputedStyle(button).direction === 'rtl';
  return rtl
    ? { top: rect.bottom + 4, right: document.documentElement.clientWidth - rect.right }
    : { top: rect.bottom + 4, left: rect.left };
}

/**
 * A header entry that opens a list of links (a configured submenu, the sport list). The list is fixed to the
 * viewport under its button, because the section bar scrolls sideways and would clip it. It closes on Escape
 * (focus back on the button), on a click elsewhere, when the page or the section bar scrolls or the window
 * resizes, and when a link is followed.
 */
export function HeaderMenu({
  label,
  active,
  children,
}: {
  label: string;
  /** Marks the button when one of its links is the current page. */
  active: boolean;
  children: (close: () => void) => ReactNode;
}) {
  const [open, setOpen] = useState(false);
  const [position, setPosition] = useState<CSSProperties>({});
  const listId = useId();
  const rootRef = useRef<HTMLDivElement>(null);
  const buttonRef = useRef<HTMLButtonElement>(null);

  const placedAt = useRef<{ left: number; bottom: number } | null>(null);

  useLayoutEffect(() => {
    if (!open || !buttonRef.current) return;
    const { left, bottom } = buttonRef.current.getBoundingClientRect();
    placedAt.current = { left, bottom };
    setPosition(placeUnder(buttonRef.current));
  }, [open]);

  useEffect(() => {
    if (!open) return;
    const close = () => setOpen(false);
    function onPointerDown(event: PointerEvent) {
      if (!rootRef.current?.contains(event.target as Node)) close();
    }
    function onKeyDown(event: KeyboardEvent) {
      if (event.key !== 'Escape') return;
      close();
      buttonRef.current?.focus();
    }
    function onScroll() {
      // NOTE: only a scroll that moved the button (the page, the section bar) leaves the list misplaced; one
      // elsewhere (the open list itself, the sports sidebar following the current sport) or one that landed
      // before the list was placed (the bar scrolled the button into view just before the click) keeps it open.
      const rect = buttonRef.current?.getBoundingClientRect();
      const placed = placedAt.current;
      if (!rect || !placed || rect.left !== placed.left || rect.bottom !== placed.bottom) close();
    }
    document.addEventListener('pointerdown', onPointerDown);
    document.addEventListener('keydown', onKeyDown);
    window.addEventListener('resize', close);
    document.addEventListener('scroll', onScroll, true);
    return () => {
      document.removeEventListener('pointerdown', onPointerDown);
      document.removeEventListener('keydown', onKeyDown);
      window.removeEventListener('resize', close);
      document.removeEventListener('scroll', onScroll, true);
    };
  }, [open]);

  return (
    <div ref={rootRef} className={styles.menuRoot}>
      <button
        ref={buttonRef}
        type="button"
        className={styles.section}
        data-active={active ? 'true' : undefined}
        aria-expanded={open}
        aria-controls={listId}
        onClick={() => setOpen((value) => !value)}
      >
        {label}
        <Icon symbol={open ? 'icon-chevron-up' : 'icon-chevron-down'} size={14} />
      </button>
      {open ? (
        <ul id={listId} className={styles.menuList} style={position}>
          {children(() => setOpen(false))}
        </ul>
      ) : null}
    </div>
  );
}
