'use client';

import type * as RadixMenu from '@radix-ui/react-dropdown-menu';
import { createContext, useCallback, useContext, useMemo, useRef, useState } from 'react';
import type {
  ComponentProps,
  ComponentPropsWithRef,
  FocusEvent,
  KeyboardEvent,
  PointerEvent,
  RefObject,
} from 'react';
import { onDemand, useOnDemand } from './load-on-demand';

/** Radix's menu (`./menu-radix`), fetched when a menu first opens: no page loads it before (docs/decisions/0031). */
export const menuCode = onDemand(() => import('./menu-radix'));

type MenuCode = Awaited<ReturnType<typeof menuCode.load>>;

interface MenuState {
  /** Radix's menu once it has arrived; until then the button is drawn here and the list not at all. */
  code: MenuCode | null;
  /** Set when the keys opened it: the first item then takes focus, as Radix does for a keyboard opening. */
  keyboardOpening: RefObject<boolean>;
  requestOpen: (byKeyboard: boolean) => void;
}

const MenuContext = createContext<MenuState | null>(null);

function useMenu(part: string): MenuState {
  const menu = useContext(MenuContext);
  if (!menu) throw new Error(`${part} is drawn inside a MenuRoot`);
  return menu;
}

/**
 * A menu opened by a button, on Radix's dropdown menu (docs/decisions/0016): the button says `aria-haspopup`
 * and `aria-expanded`, the list is a `menu` of `menuitem`s walked with the arrow keys, Home, End and type-ahead;
 * Escape closes it with focus back on the button, and a click elsewhere closes it. It is not modal: the rest of
 * the header stays usable while it is open, so the next menu opens with one click. Radix's code arrives when a
 * menu first opens; until then the button is a plain one that asks for it and opens the menu when it is there.
 */
export function MenuRoot({
  open,
  defaultOpen = false,
  onOpenChange,
  ...props
}: ComponentProps<typeof RadixMenu.Root>) {
  const [ownOpen, setOwnOpen] = useState(defaultOpen);
  const keyboardOpening = useRef(false);
  const isOpen = open ?? ownOpen;
  const code = useOnDemand(menuCode, isOpen);
  const changeOpen = useCallback(
    (next: boolean) => {
      if (open === undefined) setOwnOpen(next);
      onOpenChange?.(next);
    },
    [open, onOpenChange],
  );
  const state = useMemo<MenuState>(
    () => ({
      code,
      keyboardOpening,
      requestOpen(byKeyboard) {
        keyboardOpening.current = byKeyboard;
        changeOpen(true);
      },
    }),
    [code, changeOpen],
  );
  const children = <MenuContext.Provider value={state}>{props.children}</MenuContext.Provider>;
  if (!code) return children;
  return (
    <code.RadixMenuRoot
      {...props}
      open={isOpen}
      onOpenChange={(next) => {
        keyboardOpening.current = false;
        changeOpen(next);
      }}
    >
      {children}
    </code.RadixMenuRoot>
  );
}

function fetchMenuCode() {
  // NOTE: a failed fetch is tried again when the menu is opened.
  menuCode.load().catch(() => {});
}

/** The keys that open a menu from its button, as Radix's trigger takes them. */
const OPENING_KEYS = ['Enter', ' ', 'ArrowDown'];

/** The menu's button: Radix's trigger once its code is there, before that a button with the same state. */
export function MenuTrigger({ onPointerDown, onKeyDown, ...props }: ComponentPropsWithRef<'button'>) {
  const menu = useMenu('MenuTrigger');
  if (menu.code)
    return <menu.code.RadixMenuTrigger {...props} onPointerDown={onPointerDown} onKeyDown={onKeyDown} />;
  return (
    <button
      type="button"
      aria-haspopup="menu"
      aria-expanded="false"
      data-state="closed"
      {...props}
      // NOTE: a pointer over the button or focus on it fetches the code, so it is there by the press.
      onPointerEnter={(event: PointerEvent<HTMLButtonElement>) => {
        props.onPointerEnter?.(event);
        fetchMenuCode();
      }}
      onFocus={(event: FocusEvent<HTMLButtonElement>) => {
        props.onFocus?.(event);
        fetchMenuCode();
      }}
      onPointerDown={(event: PointerEvent<HTMLButtonElement>) => {
        onPointerDown?.(event);
        if (event.defaultPrevented || event.button !== 0 || event.ctrlKey) return;
        // NOTE: as Radix does: the button does not take focus, so the list can.
        event.preventDefault();
        menu.requestOpen(false);
      }}
      onKeyDown={(event: KeyboardEvent<HTMLButtonElement>) => {
        onKeyDown?.(event);
        if (event.defaultPrevented || !OPENING_KEYS.includes(event.key)) return;
        event.preventDefault();
        menu.requestOpen(true);
      }}
    />
  );
}

/** The open list (see `RadixMenuContent`), in the landmark that holds its button. */
export function MenuContent({ onFocus, ...props }: ComponentProps<typeof RadixMenu.Content>) {
  const { code, keyboardOpening } = useMenu('MenuContent');
  if (!code) return null;
  return (
    <code.RadixMenuContent
      {...props}
      onFocus={(event) => {
        onFocus?.(event);
        // NOTE: Radix moves focus to the list when it opens, and on to the first item when the keys opened it,
        // which it learns from a key pressed after its code arrived; the key that opened the first menu came
        // before, so that first item is focused here, once.
        if (event.target !== event.currentTarget || !keyboardOpening.current) return;
        keyboardOpening.current = false;
        event.currentTarget.querySelector<HTMLElement>('[role^="menuitem"]:not([data-disabled])')?.focus();
      }}
    />
  );
}

// NOTE: the parts below are drawn only inside an open list, so Radix's code is there when they are.

export function MenuItem(props: ComponentProps<typeof RadixMenu.Item>) {
  const { code } = useMenu('MenuItem');
  return code ? <code.RadixMenuItem {...props} /> : null;
}

/** Text in the menu that is not an item (a heading, a fact, a loading note). */
export function MenuLabel(props: ComponentProps<typeof RadixMenu.Label>) {
  const { code } = useMenu('MenuLabel');
  return code ? <code.RadixMenuLabel {...props} /> : null;
}

export function MenuRadioGroup(props: ComponentProps<typeof RadixMenu.RadioGroup>) {
  const { code } = useMenu('MenuRadioGroup');
  return code ? <code.RadixMenuRadioGroup {...props} /> : null;
}

export function MenuRadioItem(props: ComponentProps<typeof RadixMenu.RadioItem>) {
  const { code } = useMenu('MenuRadioItem');
  return code ? <code.RadixMenuRadioItem {...props} /> : null;
}
