import type { Settings } from '@sportsbook/contract';

/** How the book combines providers in one bet (SPEC §5), as `GET /settings` serves them to the slip. */
export type ProviderRules = Pick<Settings, 'mixedProvidersAllowed' | 'providersWithoutSystem'>;

/**
 * The sandbox book's provider rules: a combo or system keeps to one provider, and every provider takes systems.
 * The one source of both the settings answer (which the slip's engine reads) and the placement check (the same
 * engine function), so that the slip never offers a bet the book refuses, nor refuses one it takes.
 */
export const BOOK_PROVIDER_RULES: Readonly<ProviderRules> = Object.freeze({
  mixedProvidersAllowed: false,
  providersWithoutSystem: [],
});
