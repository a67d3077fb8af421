import { MatchStatus } from '@sportsbook/contract';
import type { Announcer } from '../feed/announcer';
import { advanceLive } from '../feed/live/progress';
import type { MatchCatalogue } from '../sportsbook/catalogue/match-catalogue';
import { createMatch } from './match-control';

/** How long before now the matches a stress run books kicked off (so they show a first-half clock). */
const KICKED_OFF_MS = 20 * 60_000;

/** The matches in play now (status live), which the live page lists. */
export function liveNow(catalogue: MatchCatalogue) {
  return catalogue.liveMatches().filter((match) => catalogue.live.status(match.id) === MatchStatus.live);
}

/**
 * Books football matches, kicked off a while ago and moved only by the control API (autoplay off), until at
 * least `count` matches are live (as the live page lists them: stopped ones are not); spread over every football league so the live page groups them as it
 * would a busy evening. Each is announced as the feed announces a kick-off. Returns the ids it created.
 */
export async function bookLiveMatches(
  catalogue: MatchCatalogue,
  announcer: Announcer,
  count: number,
): Promise<number[]> {
  const football = catalogue.world.sports.find((sport) => sport.key === 'football');
  const leagues = catalogue.world.leagues.filter((league) => league.sportId === football?.id);
  const created: number[] = [];
  const now = catalogue.clock();
  let live = liveNow(catalogue).length;
  for (let index = 0; live < count && leagues.length > 0; index++, live++) {
    const match = createMatch(
      catalogue,
      {
        sport_key: 'football',
        tournament_id: leagues[index % leagues.length]!.id,
        start_time: new Date(now - KICKED_OFF_MS).toISOString(),
        autoplay: false,
      },
      now,
    );
    advanceLive(catalogue.live.kickOff(match, match.startTime), now);
    created.push(match.id);
  }
  for (const id of created) await announcer.match(id, { status: true, match: true, markets: true });
  return created;
}
