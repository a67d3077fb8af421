import { ApiError } from '../../http/api-error';

/** Virtual-sports providers the sandbox can launch, with the name their page shows. */
export const virtualWalletProviders: Readonly<Record<string, string>> = {
  'sandbox-virtuals': 'Sandbox Virtuals',
  'golden-race': 'Golden Race (demo)',
};

/** The launch address of a provider's page on the platform origin; 404 for an unknown provider. */
export function virtualWalletUrl(platformUrl: string, provider: string): string {
  if (!Object.hasOwn(virtualWalletProviders, provider))
    throw new ApiError(404, 'not_found', `Unknown virtual wallet provider "${provider}"`, { provider });
  return `${platformUrl}/virtual_wallet/${provider}`;
}
