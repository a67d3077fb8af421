/**
 * Which providers are allowed per sport type (the settings' `sport_type_providers`); null allows everything
 * (before the settings are loaded, or when the operator does not restrict providers).
 */
export type AllowedProviders = Readonly<Record<string, readonly string[]>> | null;

/**
 * Whether an event about a match of this sport type and provider may be shown (SPEC §4 Real-time: match and
 * status events are ignored when the sport type and provider are not allowed). An event that does not say its
 * sport type or provider patches only what the page already shows, so it is let through.
 */
export function isAllowedSource(
  allowed: AllowedProviders,
  sportType: string | undefined,
  provider: string | undefined,
): boolean {
  if (!allowed || sportType === undefined || provider === undefined) return true;
  return allowed[sportType]?.includes(provider) ?? false;
}
