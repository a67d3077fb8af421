const entities: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#39;',
};

/** Escapes text for HTML content and quoted attributes. */
export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (character) => entities[character]!);
}

/** JSON for an inline `<script>`: `<` is escaped so that no value can close the script element. */
export function inlineJson(value: unknown): string {
  return JSON.stringify(value)
    .replace(/</g, '\\u003c')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');
}

const styles = `
:root { color-scheme: light dark; --accent: #0a7d4f; --danger: #c62828; --muted: #6b7280; --surface: #fff;
  --page: #f3f4f6; --text: #111827; --border: #d1d5db; }
@media (prefers-color-scheme: dark) { :root { --surface: #1f2937; --page: #111827; --text: #f9fafb;
  --border: #374151; --muted: #9ca3af; } }
* { box-sizing: border-box; }
body { margin: 0; font: 15px/1.5 system-ui, -apple-system, "Segoe UI", Roboto, sans-serif; background: var(--page);
  color: var(--text); }
main { max-inline-size: 420px; margin: 32px auto; padding: 24px; background: var(--surface);
  border: 1px solid var(--border); border-radius: 12px; }
main.wide { max-inline-size: 880px; }
h1 { font-size: 1.35rem; margin: 0 0 16px; }
label { display: block; font-weight: 600; margin-block: 12px 4px; }
input, select { inline-size: 100%; padding: 10px 12px; border: 1px solid var(--border); border-radius: 8px;
  font: inherit; background: var(--surface); color: var(--text); }
input[aria-invalid="true"] { border-color: var(--danger); }
.check { display: flex; gap: 8px; align-items: flex-start; font-weight: 400; }
.check input { inline-size: auto; margin-block-start: 4px; }
.field-error { color: var(--danger); font-size: 0.85rem; min-block-size: 1em; margin: 2px 0 0; }
button { inline-size: 100%; margin-block-start: 20px; padding: 11px; border: 0; border-radius: 8px;
  background: var(--accent); color: #fff; font: inherit; font-weight: 600; cursor: pointer; }
button:disabled { opacity: 0.6; cursor: progress; }
button.link { inline-size: auto; margin: 0; padding: 0; background: none; color: var(--accent); font-weight: 400;
  text-decoration: underline; }
.notice { padding: 10px 12px; border-radius: 8px; margin-block-end: 12px; }
.notice.error { background: color-mix(in srgb, var(--danger) 12%, transparent); color: var(--danger); }
.notice.info { background: color-mix(in srgb, var(--accent) 12%, transparent); }
.links { display: flex; flex-wrap: wrap; gap: 12px; margin-block-start: 16px; font-size: 0.9rem; }
a { color: var(--accent); }
table { inline-size: 100%; border-collapse: collapse; }
th, td { text-align: start; padding: 8px; border-block-end: 1px solid var(--border); vertical-align: top; }
.muted { color: var(--muted); font-size: 0.85rem; }
[hidden] { display: none !important; }
td.kind, td.value { white-space: nowrap; }
td.value { font-variant-numeric: tabular-nums; }
label .unit { font-weight: 400; color: var(--muted); }
select:disabled { opacity: 0.6; }
@media (max-width: 480px) { main { margin: 0; border: 0; border-radius: 0; min-block-size: 100vh; } }
`;

/**
 * A complete page: the shared styles, the content and an optional inline script. Its main landmark is named by
 * the title: the page is mostly shown in a frame inside the web app's dialog, whose page has a main of its own.
 */
export function htmlPage({
  title,
  lang,
  body,
  script = '',
  wide = false,
  dir = 'ltr',
}: {
  title: string;
  lang: string;
  body: string;
  script?: string;
  wide?: boolean;
  dir?: 'ltr' | 'rtl';
}): string {
  return `<!doctype html>
<html lang="${escapeHtml(lang)}" dir="${dir}">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="referrer" content="no-referrer">
<title>${escapeHtml(title)}</title>
<style>${styles}</style>
</head>
<body>
<main aria-label="${escapeHtml(title)}"${wide ? ' class="wide"' : ''}>${body}</main>
${script ? `<script>${script}</script>` : ''}
</body>
</html>`;
}

/** The language of a platform page: `?locale=`, else the browser's first, limited to English and German. */
export function pageLanguage(queryLocale: unknown, acceptLanguage: string | undefined): 'en' | 'de' {
  const wanted = typeof queryLocale === 'string' ? queryLocale : ((acceptLanguage ?? '').split(',')[0] ?? '');
  return wanted.trim().toLowerCase().startsWith('de') ? 'de' : 'en';
}
