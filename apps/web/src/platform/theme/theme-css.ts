// NOTE: values end up inside a <style> element; anything that could close the rule or the element is refused.
const unsafeValue = /[<>{};]|\/\*/;

/**
 * The CSS that applies a site's design-token overrides (`theme` of the site configuration) on `:root`. Unsafe
 * values are skipped, so a configuration mistake cannot break out of the style element.
 */
export function themeCss(theme: Readonly<Record<string, string>>): string {
  const declarations = Object.entries(theme)
    .filter(([name, value]) => /^[a-z0-9-]+$/.test(name) && !unsafeValue.test(value))
    .map(([name, value]) => `--${name}:${value.trim()};`);
  return declarations.length > 0 ? `:root{${declarations.join('')}}` : '';
}
