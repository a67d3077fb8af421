import { MatchStatus } from '@sportsbook/contract';

interface MatchesPage {
  data: { slug: string; status: number; tournament: { sport: { key: string } } }[];
}

/** A live match from the sandbox's catalogue, as the match page's path (`/[sport]/[match slug]`). */
export async function liveMatchPath(sportsbookUrl: string): Promise<string> {
  const response = await fetch(`${sportsbookUrl}/api/v2/matches?match_status=${MatchStatus.live}&limit=20`, {
    headers: { accept: 'application/json', app: 'sportsbook' },
  });
  if (!response.ok) throw new Error(`GET /matches answered ${response.status}`);
  const page = (await response.json()) as MatchesPage;
  const match = page.data.find((item) => item.status === MatchStatus.live);
  if (!match) throw new Error('the sandbox lists no live match');
  return `/${match.tournament.sport.key}/${match.slug}`;
}
