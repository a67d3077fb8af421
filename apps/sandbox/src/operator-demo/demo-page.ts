import { escapeHtml } from '../platform/html/html';

/** The demo operator's page: its own header and menu, the sportsbook's frame, and a log of what it hears. */
export function demoPage(webOrigin: string): string {
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>Northwind Casino — sportsbook embedding demo</title>
<link rel="stylesheet" href="/demo.css">
<script type="module" src="/demo.js"></script>
</head>
<body>
<header class="top">
  <a class="brand" href="/">Northwind<span>Casino</span></a>
  <nav aria-label="Operator">
    <button type="button" data-path="/">Sports</button>
    <button type="button" data-path="/live">Live</button>
    <button type="button" data-path="/results">Results</button>
  </nav>
  <div class="wallet" aria-live="polite">
    <span class="label">Balance</span> <strong id="balance">—</strong>
    <span class="label">Slip</span> <strong id="slip-count">0</strong>
  </div>
  <div class="controls">
    <label>Language <select id="locale"><option value="en">English</option><option value="de">Deutsch</option><option value="ar">العربية</option></select></label>
    <button type="button" id="theme" aria-pressed="false">Light theme</button>
  </div>
</header>
<div class="layout">
  <main>
    <p class="intro">The sportsbook below runs on <code>${escapeHtml(webOrigin)}</code>, framed by this page with
    <code>connectSportsbook</code>; the frame grows and shrinks with its page, and the address bar follows its
    navigation (<code id="location">#/</code>).</p>
    <div id="sportsbook" data-url="${escapeHtml(webOrigin)}/"></div>
  </main>
  <aside aria-labelledby="log-title">
    <h2 id="log-title">Messages from the sportsbook</h2>
    <ol id="log" reversed></ol>
  </aside>
</div>
<dialog id="host-dialog" aria-labelledby="host-dialog-title">
  <h2 id="host-dialog-title">Operator</h2>
  <p id="host-dialog-text"></p>
  <form method="dialog"><button>Close</button></form>
</dialog>
</body>
</html>`;
}

/** The demo page's styles: a plain operator site around the frame. */
export const DEMO_STYLES = `
:root { color-scheme: dark; --bg: #0b1020; --panel: #131a2e; --line: #26304d; --text: #e8ecf7; --muted: #9aa4bf;
  --accent: #f5b841; font: 15px/1.5 system-ui, -apple-system, "Segoe UI", Roboto, sans-serif; }
* { box-sizing: border-box; }
body { margin: 0; background: var(--bg); color: var(--text); }
.top { position: sticky; top: 0; z-index: 1; display: flex; flex-wrap: wrap; align-items: center; gap: 12px 24px;
  padding: 12px 24px; background: var(--panel); border-bottom: 1px solid var(--line); }
.brand { color: var(--text); font-weight: 800; font-size: 1.2rem; text-decoration: none; letter-spacing: .02em; }
.brand span { color: var(--accent); margin-inline-start: 4px; }
nav { display: flex; gap: 4px; }
button, select { font: inherit; color: inherit; background: transparent; border: 1px solid var(--line);
  border-radius: 8px; padding: 6px 12px; cursor: pointer; }
nav button[aria-current="page"] { border-color: var(--accent); color: var(--accent); }
button:focus-visible, select:focus-visible, a:focus-visible { outline: 2px solid var(--accent); outline-offset: 2px; }
.wallet { display: flex; align-items: baseline; gap: 6px; margin-inline-start: auto; }
.wallet strong { margin-inline-end: 12px; font-variant-numeric: tabular-nums; }
.label { color: var(--muted); font-size: .85rem; }
.controls { display: flex; gap: 8px; align-items: center; }
.controls label { color: var(--muted); font-size: .85rem; }
.controls select { margin-inline-start: 4px; background: var(--bg); }
.layout { display: grid; grid-template-columns: minmax(0, 1fr) 300px; gap: 24px; padding: 24px; align-items: start; }
.intro { margin: 0 0 16px; color: var(--muted); }
code { color: var(--text); }
#sportsbook { border: 1px solid var(--line); border-radius: 12px; overflow: hidden; background: #0d1117; }
aside { position: sticky; top: 80px; max-height: calc(100vh - 104px); overflow: auto; padding: 16px;
  background: var(--panel); border: 1px solid var(--line); border-radius: 12px; }
aside h2 { margin: 0 0 8px; font-size: 1rem; }
#log { margin: 0; padding-inline-start: 28px; font-size: .8rem; }
#log li { padding: 4px 0; border-bottom: 1px solid var(--line); overflow-wrap: anywhere; }
#log b { color: var(--accent); font-weight: 600; }
#log code { color: var(--muted); }
dialog { background: var(--panel); color: var(--text); border: 1px solid var(--line); border-radius: 12px;
  max-width: 420px; }
@media (max-width: 900px) {
  .layout { grid-template-columns: minmax(0, 1fr); padding: 12px; }
  .top { position: static; padding: 10px 12px; }
  .wallet { margin-inline-start: 0; }
  aside { position: static; max-height: 240px; }
}
`;
