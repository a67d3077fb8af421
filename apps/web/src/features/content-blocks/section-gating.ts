import type { ContentBlock } from '@sportsbook/contract';
import { isHrefSwitchedOn, isSportSwitchedOn } from '@/platform/navigation/section-switches';
import type { SectionSwitches } from '@/platform/navigation/section-switches';

/**
 * The blocks of a page without what belongs to a switched-off section (SPEC §3 Settings): a match list of its
 * sport, a banner or image leading there, and its speed-dial tiles.
 */
export function blocksSwitched(blocks: readonly ContentBlock[], switches: SectionSwitches): ContentBlock[] {
  return blocks.flatMap((block): ContentBlock[] => {
    if ('sport_key' in block && block.sport_key !== null && !isSportSwitchedOn(block.sport_key, switches)) {
      return [];
    }
    if ((block.type === 'banner' || block.type === 'image') && block.href !== null) {
      return isHrefSwitchedOn(block.href, switches) ? [block] : [];
    }
    if (block.type === 'speed_dial') {
      return [{ ...block, items: block.items.filter((item) => isHrefSwitchedOn(item.href, switches)) }];
    }
    return [block];
  });
}
