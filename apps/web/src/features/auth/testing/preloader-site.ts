import { SiteDocument } from '@sportsbook/contract';

/** The test site of the sign-up preloader's tests, with its `sign_up_preloader` flag as given. */
export function preloaderSite(flag: boolean) {
  return SiteDocument.parse({
    config: {
      id: 'test',
      name: 'Test',
      logo: { src: '/logo.svg', alt: 'Test', width: 10, height: 10 },
      locales: [{ code: 'en', nameInLocale: 'English' }],
    },
    feature_flags: { sign_up_preloader: flag },
  });
}
