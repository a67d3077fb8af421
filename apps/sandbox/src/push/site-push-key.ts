import type { SiteDocument } from '@sportsbook/contract';
import type { VapidKeys } from './vapid-config';

/**
 * The site document with the sandbox's VAPID public key filled in where the site pushes through the Push API
 * without naming a key of its own: the browser must subscribe with the key the sandbox signs with.
 */
export function withVapidPublicKey(document: SiteDocument, vapid: VapidKeys | undefined): SiteDocument {
  const { push } = document.config;
  if (!vapid || push.provider !== 'web_push' || push.vapid_public_key) return document;
  return {
    ...document,
    config: { ...document.config, push: { ...push, vapid_public_key: vapid.publicKey } },
  };
}
