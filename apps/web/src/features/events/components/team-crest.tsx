import { MIN_CONTRAST, contrastRatio, hslToRgb } from '@/ui/contrast';
import { ProxiedImage } from '@/ui/proxied-image';
import styles from './team-crest.module.css';

/** A stable hue for a name, so a team's generated crest looks the same on every page. */
export function crestHue(name: string): number {
  let hash = 0;
  for (const char of name) hash = (hash * 31 + char.codePointAt(0)!) % 360;
  return hash;
}

const CREST_SATURATION = 55;
const CREST_LIGHTNESS = 38;
const WHITE = [1, 1, 1] as const;
const fillOfHue = new Map<number, string>();

/**
 * The crest's fill: the name's hue at 55 % saturation and 38 % lightness, darker only for the hues (yellows,
 * greens, cyans) where the white initials would read under 4.5:1, by the least whole percent that reaches it.
 */
export function crestColour(name: string): string {
  const hue = crestHue(name);
  // NOTE: one fill per hue, worked out once: every row of a list draws two crests, and the contrast search runs
  // up to a dozen colour conversions for a yellow (issue 25: per-row work in a list's first render).
  const known = fillOfHue.get(hue);
  if (known) return known;
  let lightness = CREST_LIGHTNESS;
  while (contrastRatio(WHITE, hslToRgb(hue, CREST_SATURATION, lightness)) < MIN_CONTRAST.text) lightness -= 1;
  const fill = `hsl(${hue} ${CREST_SATURATION}% ${lightness}%)`;
  fillOfHue.set(hue, fill);
  return fill;
}

/** Up to two initials of a name: `Falkenau TSV` → `FT`. */
export function initialsOf(name: string): string {
  const words = name.split(/\s+/).filter(Boolean);
  const letters = words.length > 1 ? `${words[0]![0]}${words[1]![0]}` : name.slice(0, 2);
  return letters.toUpperCase();
}

/**
 * A team's logo through the image proxy (SPEC §2.8: its size, 1x and 2x, quality 80), or a generated crest
 * (initials on a colour of the name) when it has none.
 */
export function TeamCrest({ name, logo, size = 20 }: { name: string; logo: string | null; size?: number }) {
  if (logo) {
    return (
      <ProxiedImage className={styles.logo} src={logo} alt="" width={size} height={size} loading="lazy" />
    );
  }
  return (
    // NOTE: the initials are drawn by CSS from data-initials, not written in the page: they are a picture of the
    // team, so they stay out of the names of the links they sit in and out of their visible text (WCAG 2.5.3).
    <span
      className={styles.crest}
      aria-hidden="true"
      data-initials={initialsOf(name)}
      style={{ inlineSize: size, blockSize: size, ['--crest-fill' as string]: crestColour(name) }}
    />
  );
}
