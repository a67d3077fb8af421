// The bet-placement benchmark's players and what they bet on, over real HTTP: sign-up through the platform,
// matches created through the control API, random singles and combos on their 1X2 lines.

/** Each player's EUR balance at the start, in cents. */
export const startBalance = 10_000_000;
/** Matches the players bet on. */
const matchCount = 12;

export interface Player {
  email: string;
  token: string;
  userId: number;
}

export interface Pick {
  match_id: number;
  market_id: number;
  specifier: string;
  outcome_id: number;
  odds: number;
}

export async function call(url: string, init: RequestInit = {}): Promise<Response> {
  const response = await fetch(url, init);
  if (!response.ok)
    throw new Error(`${init.method ?? 'GET'} ${url}: ${response.status} ${await response.text()}`);
  return response;
}

export const json = (body: unknown, headers: Record<string, string> = {}): RequestInit => ({
  method: 'POST',
  headers: { 'content-type': 'application/json', app: 'sportsbook', ...headers },
  body: JSON.stringify(body),
});

/** Signs a new player up through the platform, confirms the mail, signs in and takes a sportsbook token. */
export async function signUp(platformUrl: string, sportsbookUrl: string, index: number): Promise<Player> {
  const email = `bench-${index}@sandbox.test`;
  const password = 'bench-pass-1';
  await call(`${platformUrl}/api/users`, json({ email, password, currency: 'EUR', terms_accepted: true }));
  const outbox = (await (await call(`${sportsbookUrl}/__sandbox/platform/outbox`)).json()) as {
    recipient: string;
    link: string | null;
  }[];
  const link = outbox.find(
    (mail) => mail.recipient === email && mail.link?.includes('confirmation_token'),
  )!.link!;
  const token = new URL(link).searchParams.get('confirmation_token')!;
  await call(`${platformUrl}/api/users/confirmation?confirmation_token=${token}`);
  const signIn = await call(`${platformUrl}/api/users/sign_in`, json({ email, password }));
  const cookie = signIn.headers.get('set-cookie')!.split(';')[0]!;
  const profile = (await signIn.json()) as { id: number };
  const session = await call(`${platformUrl}/api/sportsbook_sessions`, json({}, { cookie }));
  await call(`${sportsbookUrl}/__sandbox/platform/balance`, {
    ...json({ email, currency: 'EUR', balance: startBalance }),
    method: 'PUT',
  });
  return { email, userId: profile.id, token: ((await session.json()) as { token: string }).token };
}

/** Prematch matches only the control API moves, and the outcomes of their 1X2 lines. */
export async function createPicks(sportsbookUrl: string): Promise<Pick[][]> {
  const byMatch: Pick[][] = [];
  for (let i = 0; i < matchCount; i += 1) {
    const created = await call(
      `${sportsbookUrl}/__sandbox/matches`,
      json({ sport_key: 'football', autoplay: false }),
    );
    const matchId = ((await created.json()) as { match: { id: number } }).match.id;
    const markets = (await (
      await call(`${sportsbookUrl}/api/v2/matches/${matchId}/markets?market_id=1`)
    ).json()) as {
      data: { id: number; specifier: string; outcomes: { id: number; odds: number }[] }[];
    };
    const line = markets.data.find((market) => market.id === 1)!;
    byMatch.push(
      line.outcomes.map((outcome) => ({
        match_id: matchId,
        market_id: 1,
        specifier: line.specifier,
        outcome_id: outcome.id,
        odds: outcome.odds,
      })),
    );
  }
  return byMatch;
}

export function randomInt(max: number): number {
  return Math.floor(Math.random() * max);
}

/** A single (three in four) or a combo of two or three matches, with a stake of 0.10 to 5.00 EUR. */
export function randomBet(picks: Pick[][]) {
  const legs = Math.random() < 0.75 ? 1 : 2 + randomInt(2);
  const start = randomInt(picks.length);
  const selections = Array.from({ length: legs }, (_, i) => {
    const outcomes = picks[(start + i) % picks.length]!;
    return outcomes[randomInt(outcomes.length)]!;
  });
  return { stake: { value: 10 + randomInt(491), currency: 'EUR' }, selections };
}
