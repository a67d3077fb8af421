'use client';

import { useLocale } from 'next-intl';
import { useRuntimeConfig } from '../config/runtime-config-provider';
import type { ApiContext } from './api-client';

/** The API context of client components: the runtime origins and the page's locale. */
export function useApiContext(): ApiContext {
  const { sportsbookApiUrl, platformApiUrl } = useRuntimeConfig();
  const locale = useLocale();
  return { sportsbookApiUrl, platformApiUrl, locale };
}
