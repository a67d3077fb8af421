import { SiteDocument } from '@sportsbook/contract';
import type { FeatureFlags, Jackpot, JackpotHit } from '@sportsbook/contract';
import type { ReactNode } from 'react';
import { SiteProvider } from '@/platform/site/site-provider';

/** The sandbox's EUR jackpot as `GET /jackpots` answers it (tests). */
export function jackpotFixture(pools: { mini: number; major: number; grand: number }): Jackpot {
  const level = (code: string, name: string, pool: number, seed: number, shareBp: number, oneIn: number) => ({
    code,
    name,
    pool_amount: pool,
    state: 'active' as const,
    seed_amount: seed,
    ceiling_amount: seed * 10,
    share_bp: shareBp,
    hit_one_in: oneIn,
  });
  return {
    id: 1,
    name: 'Mega Jackpot',
    amount: pools.grand,
    pool_amount: pools.mini + pools.major + pools.grand,
    hits_amount: 0,
    currency: 'EUR',
    currency_subunits: 2,
    levels: [
      level('mini', 'Mini', pools.mini, 5_000, 50, 500),
      level('major', 'Major', pools.major, 50_000, 30, 5_000),
      level('grand', 'Grand', pools.grand, 500_000, 20, 50_000),
    ],
    rules: 'Every bet of 1.00 EUR or more placed with money takes part.',
    min_stake: 100,
  };
}

/** A hit of the EUR jackpot's Mini level (tests). */
export function hitFixture(id: number, patch: Partial<JackpotHit> = {}): JackpotHit {
  return {
    id,
    jackpot_id: 1,
    jackpotId: 1,
    amount: 5_234,
    amount_eur: 5_234,
    created_at: '2026-11-27T00:05:00.000Z',
    currency: 'EUR',
    level: { code: 'mini', name: 'Mini' },
    jackpot_name: 'Mega Jackpot',
    status: 'paid',
    user_hash: '3f9a1c0de2b4a6f8',
    seen: false,
    ...patch,
  };
}

const testSite = (config: Record<string, unknown>) =>
  SiteDocument.parse({
    config: {
      id: 'test',
      name: 'Test Sportsbook',
      logo: { src: '/logo.svg', alt: 'Test', width: 100, height: 20 },
      locales: [{ code: 'en', nameInLocale: 'English' }],
      ...config,
    },
    feature_flags: {},
  });

/**
 * The test site with the `jackpots` flag as given and any other configuration (inside `renderInApp`, the
 * nearer provider wins).
 */
export function WithJackpotsFlag({
  on,
  config = {},
  children,
}: {
  on: boolean;
  config?: Record<string, unknown>;
  children: ReactNode;
}) {
  const site = testSite(config);
  const flags: FeatureFlags = { ...site.feature_flags, jackpots: on };
  return (
    <SiteProvider config={site.config} featureFlags={flags}>
      {children}
    </SiteProvider>
  );
}
