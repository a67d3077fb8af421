import { MatchStatus, buildPath, routePath, routes } from '@sportsbook/contract';

/** How often the tracker page reads the match again, in ms. */
export const TRACKER_REFRESH_MS = 2_000;

const styles = `
  html, body { margin: 0; height: 100%; background: #0b1f14; color: #f4f7f5; font: 14px/1.3 system-ui, sans-serif; }
  main { display: grid; grid-template-rows: auto 1fr; height: 100%; }
  header { display: grid; grid-template-columns: 1fr auto 1fr; align-items: center; gap: 12px; padding: 10px 14px; background: #06140c; }
  .team { overflow: hidden; text-overflow: ellipsis; white-space: nowrap; font-weight: 600; }
  .team.away { text-align: end; }
  .score { font-size: 22px; font-weight: 700; text-align: center; font-variant-numeric: tabular-nums; }
  .clock { display: block; font-size: 12px; font-weight: 400; opacity: 0.8; }
  svg { width: 100%; height: 100%; display: block; }
  .flash { animation: flash 1.2s ease-out 3; }
  @keyframes flash { from { fill: #ffd400; } to { fill: transparent; } }
  @media (prefers-reduced-motion: reduce) { .flash { animation: none; } }
`;

const pitch = `
  <svg viewBox="0 0 120 80" role="img" aria-label="Match tracker">
    <rect width="120" height="80" fill="#1e7a3d" />
    <rect id="banner" width="120" height="80" fill="transparent" />
    <g fill="none" stroke="#e8f5ec" stroke-width="0.6">
      <rect x="2" y="2" width="116" height="76" />
      <line x1="60" y1="2" x2="60" y2="78" />
      <circle cx="60" cy="40" r="9" />
      <rect x="2" y="22" width="16" height="36" />
      <rect x="102" y="22" width="16" height="36" />
    </g>
    <circle id="ball" cx="60" cy="40" r="1.6" fill="#fff" />
    <text id="status" x="60" y="74" fill="#e8f5ec" font-size="4" text-anchor="middle"></text>
  </svg>`;

/** The client script: reads the match, paints the score and moves the ball while the match is live. */
function script(matchUrl: string): string {
  return `
  const matchUrl = ${JSON.stringify(matchUrl)};
  const $ = (id) => document.getElementById(id);
  const ball = $('ball');
  let live = false, lastGoals = null, position = { x: 60, y: 40 }, target = { x: 60, y: 40 }, attack = 1;
  const still = matchMedia('(prefers-reduced-motion: reduce)').matches;
  function label(match) {
    if (match.status === ${MatchStatus.prematch}) return new Date(match.start_time).toLocaleString();
    if (match.status === ${MatchStatus.live}) return match.statistics.clock?.match_time ?? (match.stage ?? 'Live').replace(/_/g, ' ');
    if (match.status === ${MatchStatus.finished}) return 'Full time';
    return 'Not in play';
  }
  async function refresh() {
    try {
      const response = await fetch(matchUrl, { headers: { accept: 'application/json' } });
      if (!response.ok) throw new Error(String(response.status));
      const match = await response.json();
      const score = match.statistics.total_score;
      $('home').textContent = match.competitors.home.name;
      $('away').textContent = match.competitors.away.name;
      $('score').firstChild.textContent = score ? score.home + ' : ' + score.away : 'vs';
      $('clock').textContent = label(match);
      live = match.status === ${MatchStatus.live};
      $('status').textContent = live ? '' : label(match);
      const goals = score ? score.home + score.away : 0;
      if (lastGoals !== null && goals > lastGoals) {
        const banner = $('banner');
        banner.classList.remove('flash'); void banner.getBoundingClientRect(); banner.classList.add('flash');
        position = { x: 60, y: 40 };
      }
      lastGoals = goals;
    } catch {
      $('clock').textContent = 'Tracker unavailable';
    }
  }
  function step() {
    if (live && !still) {
      if (Math.hypot(target.x - position.x, target.y - position.y) < 1) {
        if (Math.random() < 0.15) attack = -attack;
        const forward = attack > 0 ? 55 + Math.random() * 58 : 7 + Math.random() * 58;
        target = { x: forward, y: 8 + Math.random() * 64 };
      }
      position.x += (target.x - position.x) * 0.04;
      position.y += (target.y - position.y) * 0.04;
      ball.setAttribute('cx', position.x.toFixed(2));
      ball.setAttribute('cy', position.y.toFixed(2));
    }
    requestAnimationFrame(step);
  }
  refresh();
  setInterval(refresh, ${TRACKER_REFRESH_MS});
  requestAnimationFrame(step);
`;
}

/**
 * The tracker page of a match (what `/matches/{id}/video` points at): the teams, the live score and clock, and a
 * pitch on which the ball moves while the match is live and flashes on each goal. It reads the match from the
 * sportsbook API on the same origin every two seconds, so it follows the feed and the control API.
 */
export function trackerPage(matchId: number): string {
  const matchUrl = buildPath(routePath(routes.sportsbook.getMatch), { id: matchId });
  return `<!doctype html>
<html lang="en">
<head>
  <meta charset="utf-8" />
  <meta name="viewport" content="width=device-width, initial-scale=1" />
  <title>Match tracker</title>
  <style>${styles}</style>
</head>
<body>
  <main>
    <header>
      <span class="team home" id="home"></span>
      <span class="score" id="score" aria-live="polite">–<span class="clock" id="clock"></span></span>
      <span class="team away" id="away"></span>
    </header>
    ${pitch}
  </main>
  <script>${script(matchUrl)}</script>
</body>
</html>
`;
}
