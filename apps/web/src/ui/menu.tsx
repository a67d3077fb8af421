'use client';

import * as RadixMenu from '@radix-ui/react-dropdown-menu';
import type { ComponentProps } from 'react';
import styles from './menu.module.css';

/**
 * A menu opened by a button, on Radix's dropdown menu (docs/decisions/0016): the button says `aria-haspopup`
 * and `aria-expanded`, the list is a `menu` of `menuitem`s walked with the arrow keys, Home, End and type-ahead;
 * Escape closes it with focus back on the button, and a click elsewhere closes it. It is not modal: the rest of
 * the header stays usable while it is open, so the next menu opens with one click.
 */
export function MenuRoot(props: ComponentProps<typeof RadixMenu.Root>) {
  return <RadixMenu.Root modal={false} {...props} />;
}

export const MenuTrigger = RadixMenu.Trigger;
export const MenuItem = RadixMenu.Item;
/** Text in the menu that is not an item (a heading, a fact, a loading note). */
export const MenuLabel = RadixMenu.Label;
export const MenuRadioGroup = RadixMenu.RadioGroup;
export const MenuRadioItem = RadixMenu.RadioItem;

/**
 * The open list, in a portal so a scrolling header cannot clip it, under its button and aligned to the button's
 * start edge in either direction, kept inside the viewport.
 */
export function MenuContent({ className, ...props }: ComponentProps<typeof RadixMenu.Content>) {
  return (
    <RadixMenu.Portal>
      <RadixMenu.Content
        align="start"
        sideOffset={4}
        collisionPadding={8}
        loop
        className={className ? `${styles.content} ${className}` : styles.content}
        {...props}
      />
    </RadixMenu.Portal>
  );
}
