'use client';

import * as RadixMenu from '@radix-ui/react-dropdown-menu';
import { useCallback, useState } from 'react';
import type { ComponentProps } from 'react';
import styles from './menu.module.css';

// NOTE: the Radix part of `./menu`, its own chunk fetched when a menu first opens (docs/decisions/0031).

export function RadixMenuRoot(props: ComponentProps<typeof RadixMenu.Root>) {
  return <RadixMenu.Root modal={false} {...props} />;
}

export const RadixMenuTrigger = RadixMenu.Trigger;
export const RadixMenuItem = RadixMenu.Item;
export const RadixMenuLabel = RadixMenu.Label;
export const RadixMenuRadioGroup = RadixMenu.RadioGroup;
export const RadixMenuRadioItem = RadixMenu.RadioItem;

/** The landmarks a menu's list is put in: the one that holds its button. */
const LANDMARK = 'header, nav, main, aside, footer, [role="region"], [role="dialog"], body';

/**
 * The open list, in a portal so a scrolling header cannot clip it, under its button and aligned to the button's
 * start edge in either direction, kept inside the viewport. The portal is the landmark that holds the button
 * (the header, usually), not the end of <body>: a list outside every landmark is content a screen reader's
 * landmark navigation never reaches (axe's `region`). Its fixed position keeps it clear of the landmark's
 * overflow.
 */
export function RadixMenuContent({ className, ...props }: ComponentProps<typeof RadixMenu.Content>) {
  const [container, setContainer] = useState<Element | null>(null);
  const anchor = useCallback((node: HTMLSpanElement | null) => {
    setContainer(node?.parentElement?.closest(LANDMARK) ?? null);
  }, []);
  return (
    <>
      <span ref={anchor} hidden />
      {container ? (
        <RadixMenu.Portal container={container as HTMLElement}>
          <RadixMenu.Content
            align="start"
            sideOffset={4}
            collisionPadding={8}
            loop
            className={className ? `${styles.content} ${className}` : styles.content}
            {...props}
          />
        </RadixMenu.Portal>
      ) : null}
    </>
  );
}
