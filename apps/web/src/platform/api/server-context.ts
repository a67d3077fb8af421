import { readRuntimeConfig } from '../config/runtime-config';
import type { ApiContext } from './api-client';

/** The API context of server components: origins from the environment, no HTTP cache between requests. */
export function serverApiContext(locale: string): ApiContext {
  const { sportsbookApiUrl, platformApiUrl } = readRuntimeConfig();
  return { sportsbookApiUrl, platformApiUrl, locale, init: { cache: 'no-store' } };
}
