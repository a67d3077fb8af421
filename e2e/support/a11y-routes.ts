import { systemUrls } from './system';

/** A page of SPEC §2.1 the axe suite scans: its path without the locale prefix, and what shows it loaded. */
export interface ScannedRoute {
  name: string;
  path: string;
}

interface Paged<T> {
  data: T[];
}

async function firstOf<T>(path: string): Promise<T> {
  const response = await fetch(`${systemUrls().sportsbookUrl}/api/v2${path}`);
  if (!response.ok) throw new Error(`GET ${path}: ${response.status}`);
  const first = ((await response.json()) as Paged<T>).data[0];
  if (!first) throw new Error(`GET ${path}: nothing listed`);
  return first;
}

/**
 * Every route of SPEC §2.1 that renders content, with the catalogue's own football category, league and match
 * (the seeded sandbox's first of each). Left out: /_app (shows nothing), /init-sportsbook (a redirect) and the
 * auth modals' query and hash forms (the dialog suite opens those).
 */
export async function contentRoutes(): Promise<ScannedRoute[]> {
  const category = await firstOf<{ slug: string }>('/categories?sport_key=football');
  const match = await firstOf<{ slug: string; tournament: { slug: string } }>(
    '/matches?sport_key=football&type=match',
  );
  return [
    { name: 'home', path: '/' },
    { name: 'live', path: '/live' },
    { name: 'sport', path: '/football' },
    { name: 'category', path: `/football/${category.slug}` },
    { name: 'league', path: `/football/${match.tournament.slug}` },
    { name: 'match', path: `/football/${match.slug}` },
    { name: 'cybersport', path: '/cybersport' },
    { name: 'favorites', path: '/favorites' },
    { name: 'schedule', path: '/schedule' },
    { name: 'results', path: '/results' },
    { name: 'racing', path: '/racing' },
    { name: 'lotteries', path: '/lotteries' },
    { name: 'promotions', path: '/promotions' },
    { name: 'general rules', path: '/general-rules' },
    { name: 'about', path: '/about' },
    { name: 'sign in', path: '/users/sign-in' },
    { name: 'sign up', path: '/users/sign-up' },
    { name: 'forgot password', path: '/users/password/new' },
    { name: 'edit password', path: '/users/password/edit' },
    { name: 'email confirmation', path: '/users/confirmation' },
    { name: 'blocked', path: '/blocked' },
    { name: 'locked', path: '/locked' },
    { name: 'error', path: '/500' },
    { name: 'not found', path: '/404' },
    { name: 'unknown path', path: '/this/page/does-not-exist' },
  ];
}

/** The path in a locale: English is the default and has no prefix. */
export function localized(locale: 'en' | 'ar', path: string): string {
  if (locale === 'en') return path;
  return path === '/' ? '/ar' : `/ar${path}`;
}
