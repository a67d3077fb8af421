// The tag manager's data layer behind the cookie consent: page views, placements, sign-in, sign-up, deposits and
// the captured tracking parameters (SPEC §2.1, §2.3, §3 Bet analytics record).
export * from './data-layer';
export * from './track';
