/** Languages written right to left (SPEC §2.3). */
export const RTL_LANGUAGES = ['ar', 'he', 'fa', 'ur'] as const;

/** The text direction of a locale: right-to-left only for the RTL languages and only when rtl_view is on. */
export function directionOf(locale: string, rtlViewEnabled: boolean): 'rtl' | 'ltr' {
  const language = locale.split('-')[0]!.toLowerCase();
  return rtlViewEnabled && (RTL_LANGUAGES as readonly string[]).includes(language) ? 'rtl' : 'ltr';
}
