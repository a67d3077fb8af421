/**
 * The address of a language's icon under the site's CDN path (SPEC §9 "Language icons come from a CDN path"):
 * `<path>/<language>.svg`, by the code's language part (`fr-CA` → `fr.svg`); null when the site has no path.
 */
export function languageIconUrl(iconsPath: string | null, code: string): string | null {
  if (!iconsPath) return null;
  const language = code.split('-')[0]?.toLowerCase() ?? code;
  return `${iconsPath.replace(/\/+$/, '')}/${encodeURIComponent(language)}.svg`;
}
