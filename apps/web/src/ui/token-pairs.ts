/**
 * Every foreground/background pair of colour tokens the stylesheets draw, with the contrast WCAG asks of it:
 * `text` 4.5:1, `large` (18.66 px bold / 24 px) and `ui` (focus rings, selected-control borders) 3:1.
 * token-contrast.test.ts checks each pair in both themes and with the default site's theme overrides.
 * To keep it true: when a stylesheet puts `color: var(--color-x)` (or a ring/border that identifies a control)
 * on `background: var(--color-y)`, add [x, y] here; a hard-coded colour in a module is not checked, so use a
 * token. Hairline `--color-border` separators are decoration, not component boundaries, and are not listed.
 */
export type ContrastKind = 'text' | 'large' | 'ui';
export interface TokenPair {
  readonly foreground: string;
  readonly background: string;
  readonly kind: ContrastKind;
  /** Where the pair is drawn, so a failure names the component. */
  readonly where: string;
}

const SURFACES = ['bg', 'surface', 'surface-raised', 'surface-hover'] as const;
const TEXT_ON_SURFACES = ['text', 'text-muted', 'accent', 'live', 'success', 'danger', 'warning'] as const;

const onSurfaces: TokenPair[] = TEXT_ON_SURFACES.flatMap((foreground) =>
  SURFACES.map((background) => ({
    foreground,
    background,
    kind: 'text' as const,
    where: 'text, live clocks and scores, results and messages on page surfaces',
  })),
);

const oddsMoves: TokenPair[] = ['odds-up', 'odds-down'].flatMap((foreground) =>
  ['surface', 'surface-raised', 'surface-hover'].map((background) => ({
    foreground,
    background,
    kind: 'text' as const,
    where: 'odds button movement arrows',
  })),
);

const focusRings: TokenPair[] = SURFACES.map((background) => ({
  foreground: 'focus',
  background,
  kind: 'ui' as const,
  where: 'focus outline',
}));

const selectedBorders: TokenPair[] = ['surface', 'surface-raised'].map((background) => ({
  foreground: 'accent',
  background,
  kind: 'ui' as const,
  where: 'selected chip, outcome and segment borders',
}));

export const TOKEN_PAIRS: readonly TokenPair[] = [
  ...onSurfaces,
  ...oddsMoves,
  ...focusRings,
  ...selectedBorders,
  { foreground: 'accent-text', background: 'accent', kind: 'text', where: 'primary buttons, selected odds' },
  { foreground: 'accent-text', background: 'accent-hover', kind: 'text', where: 'primary button hover' },
  {
    foreground: 'live-badge-text',
    background: 'live-badge',
    kind: 'text',
    where: 'live badges: match rows, sports menu counts, sport filter, tab bar, scoreboard',
  },
  { foreground: 'text-inverse', background: 'live', kind: 'text', where: 'my bets live mark, lotteries' },
  { foreground: 'text-inverse', background: 'success', kind: 'text', where: 'won badge, goal events' },
  { foreground: 'text-inverse', background: 'danger', kind: 'text', where: 'lost badge, red-card events' },
  { foreground: 'text-inverse', background: 'warning', kind: 'text', where: 'bet slip warning badge' },
];
