'use client';

import { isVisibleTo } from '@sportsbook/contract/refs';
import type { ContentBlock } from '@sportsbook/contract';
import { memo } from 'react';
import type { ComponentType } from 'react';
import { useSportsbookToken } from '@/features/favorites';
import { useSectionSwitches } from '@/platform/session';
import { blocksSwitched } from './section-gating';
import { rendererOf } from './registry';
import type { SanitizedBlocks } from './sanitize-blocks';
import styles from './blocks/blocks.module.css';

// NOTE: memo: the list re-renders when the reader's audience or the section switches change, and a block
// object is the same from render to render (the page's props), so the blocks whose props hold skip the render.
const Block = memo(function Block({ block }: { block: ContentBlock }) {
  const Renderer = rendererOf(block.type);
  if (!Renderer) return null;
  // NOTE: `rendererOf` ties the renderer to the block's type; TypeScript cannot follow it through the union.
  const Typed = Renderer as ComponentType<{ block: ContentBlock }>;
  return <Typed block={block} />;
});

/**
 * A page made of the site's content blocks (SPEC §2.7), in order, each drawn by its registry renderer and shown
 * only to its audience: everyone, signed-in players, or visitors; what belongs to a switched-off section goes.
 */
export function ContentBlocks({ blocks, loggedIn }: { blocks: SanitizedBlocks; loggedIn?: boolean }) {
  const token = useSportsbookToken();
  const signedIn = loggedIn ?? token !== null;
  const switches = useSectionSwitches();
  return (
    <div className={styles.blocks}>
      {blocksSwitched(blocks, switches)
        .filter((block) => isVisibleTo(block.audience, signedIn))
        .map((block) => (
          <Block key={block.id} block={block} />
        ))}
    </div>
  );
}
