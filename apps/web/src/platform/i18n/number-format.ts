/**
 * The number formatters of the page, one per (locale, options) and kept. NOTE: building an `Intl.NumberFormat`
 * costs far more than formatting with one (the ICU data is looked up and the options resolved each time); the bet
 * slip formats every stake, odds and win on each render, and a tap under the live storm rebuilt them all before
 * its paint (issue 25; BENCHMARKS.md, live-odds stress).
 */
const formatters = new Map<string, Intl.NumberFormat>();

/** Above this many distinct formats the cache starts over, so that a long session cannot grow it without end. */
const MAX_FORMATTERS = 200;

/** The `Intl.NumberFormat` for `locale` and `options`, built on first use; throws as its constructor does. */
export function numberFormat(locale: string, options: Intl.NumberFormatOptions = {}): Intl.NumberFormat {
  const key = `${locale}|${JSON.stringify(options)}`;
  let formatter = formatters.get(key);
  if (!formatter) {
    formatter = new Intl.NumberFormat(locale, options);
    if (formatters.size >= MAX_FORMATTERS) formatters.clear();
    formatters.set(key, formatter);
  }
  return formatter;
}
