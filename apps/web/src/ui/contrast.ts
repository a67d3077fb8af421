/**
 * WCAG 2.x contrast of two opaque colours (https://www.w3.org/TR/WCAG22/#dfn-contrast-ratio). Used by the
 * token contrast test and by the crest generator, which picks a fill its white initials can be read on.
 */
export type Rgb = readonly [red: number, green: number, blue: number];

/** `#rgb` or `#rrggbb` as channels 0–1. */
export function parseHex(colour: string): Rgb {
  const digits = colour.trim().replace(/^#/, '');
  const full = digits.length === 3 ? [...digits].map((digit) => digit + digit).join('') : digits;
  if (!/^[0-9a-f]{6}$/i.test(full)) throw new Error(`Not a hex colour: ${colour}`);
  return [0, 2, 4].map((start) => parseInt(full.slice(start, start + 2), 16) / 255) as unknown as Rgb;
}

/** CSS `hsl(h s% l%)` as channels 0–1 (CSS Color 4 conversion). */
export function hslToRgb(hue: number, saturation: number, lightness: number): Rgb {
  const s = saturation / 100;
  const l = lightness / 100;
  const amount = s * Math.min(l, 1 - l);
  const channel = (n: number) => {
    const k = (n + hue / 30) % 12;
    return l - amount * Math.max(-1, Math.min(k - 3, 9 - k, 1));
  };
  return [channel(0), channel(8), channel(4)];
}

function relativeLuminance([red, green, blue]: Rgb): number {
  const linear = (c: number) => (c <= 0.04045 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4);
  return 0.2126 * linear(red) + 0.7152 * linear(green) + 0.0722 * linear(blue);
}

/** The contrast ratio, 1 to 21, of two colours in either order. */
export function contrastRatio(a: Rgb, b: Rgb): number {
  const [lighter, darker] = [relativeLuminance(a), relativeLuminance(b)].sort((x, y) => y - x) as [
    number,
    number,
  ];
  return (lighter + 0.05) / (darker + 0.05);
}

/** WCAG 1.4.3 for normal text, and 1.4.3 large text / 1.4.11 UI component boundaries. */
export const MIN_CONTRAST = { text: 4.5, large: 3, ui: 3 } as const;
