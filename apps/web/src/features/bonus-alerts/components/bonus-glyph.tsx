import type { ShownBonusType } from '../api/player-bonuses';

// NOTE: drawn here rather than taken from the operator's sprite, which need not hold a symbol per bonus type.
const paths: Record<ShownBonusType, string> = {
  // A gift box: lid, body and ribbon.
  freebet: 'M3 8h18v4H3zM5 12h14v9H5zM12 8v13M12 8c-2-4-6-4-6-1s4 1 6 1c2 0 6 2 6-1s-4-3-6 1',
  lootbox: 'M3 9l9-5 9 5v10l-9 4-9-4zM3 9l9 5 9-5M12 14v9M8 6.5l9 5',
  // Concentric rings: a target to hunt.
  hunting:
    'M12 3a9 9 0 1 0 0 18 9 9 0 1 0 0-18M12 7a5 5 0 1 0 0 10 5 5 0 1 0 0-10M12 11a1 1 0 1 0 0 2 1 1 0 1 0 0-2',
  // A cup on a stand.
  tournament: 'M7 4h10v5a5 5 0 0 1-10 0zM7 6H4c0 3 1 5 3 5M17 6h3c0 3-1 5-3 5M12 14v4M8 21h8M9 18h6',
  // Rising bars: a boosted combo.
  comboboost: 'M4 20V14M9 20V10M14 20V6M19 20V3M3 21h18',
};

/** The symbol of a bonus type, decorative (the card's text names the type). */
export function BonusGlyph({ type, size = 28 }: { type: ShownBonusType; size?: number }) {
  return (
    <svg
      width={size}
      height={size}
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth={1.8}
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
      focusable="false"
    >
      <path d={paths[type]} />
    </svg>
  );
}
