import { localizedText } from '@sportsbook/contract';
import type { SiteConfig } from '@sportsbook/contract';
import { getTranslations } from 'next-intl/server';
import { localizeHref } from '@/platform/i18n/locale-rules';
import { localeSettingsOf } from '@/platform/site/locale-settings';
import { ProxiedImage } from '@/ui/proxied-image';
import styles from './site-footer.module.css';

/** A mirror's address without its scheme, as a player would type it. */
function mirrorHost(url: string): string {
  return url.replace(/^https?:\/\//i, '').replace(/\/$/, '');
}

/**
 * The site's footer (SPEC §3 Site configuration): the operator's links, privacy, terms and responsible-gambling
 * pages, contacts, mirror addresses, the license with its regulator's seal and link, and the app version. All of
 * it comes from the site configuration, the operator's texts in the page's language. A server component: it
 * adds no JavaScript to the page.
 */
export async function SiteFooter({ config, locale }: { config: SiteConfig; locale: string }) {
  const t = await getTranslations('footer');
  const settings = localeSettingsOf(config);
  const defaultLocale = settings.locales[0] ?? 'en';
  const text = (value: Parameters<typeof localizedText>[0]) => localizedText(value, locale, defaultLocale);
  const href = (path: string) => localizeHref(path, locale, settings);
  const links = [
    ...config.footer.links.map((link) => ({ label: text(link.label), href: link.href })),
    { label: t('responsibleGambling'), href: config.responsible_gambling_url },
    { label: t('privacy'), href: config.privacy_url },
    { label: t('terms'), href: config.terms_url },
  ];
  const { email, phone } = config.contacts;
  const footerText = text(config.footer.text);

  return (
    <footer className={styles.footer}>
      <div className={styles.inner}>
        <nav className={styles.links} aria-label={t('linksLabel')}>
          <ul>
            {links.map((link) => (
              <li key={link.href}>
                <a href={href(link.href)}>{link.label}</a>
              </li>
            ))}
          </ul>
        </nav>
        {email || phone ? (
          <div className={styles.block}>
            <h2 id="footer-contacts" className={styles.heading}>
              {t('contacts')}
            </h2>
            <ul className={styles.plain}>
              {email ? (
                <li>
                  {t('email')}: <a href={`mailto:${email}`}>{email}</a>
                </li>
              ) : null}
              {phone ? (
                <li>
                  {t('phone')}:{' '}
                  <a href={`tel:${phone.replace(/[^+\d]/g, '')}`} dir="ltr">
                    {phone}
                  </a>
                </li>
              ) : null}
            </ul>
          </div>
        ) : null}
        {config.mirrors.length > 0 ? (
          <div className={styles.block}>
            <h2 id="footer-mirrors" className={styles.heading}>
              {t('mirrors')}
            </h2>
            <p className={styles.note}>{t('mirrorsNote')}</p>
            <ul className={styles.plain}>
              {config.mirrors.map((mirror) => (
                <li key={mirror}>
                  <a href={mirror} dir="ltr">
                    {mirrorHost(mirror)}
                  </a>
                </li>
              ))}
            </ul>
          </div>
        ) : null}
        {config.license ? (
          <div className={styles.license}>
            <h2 id="footer-license" className="visually-hidden">
              {t('license')}
            </h2>
            {config.license.logo ? (
              <LicenseSeal logo={config.license.logo} url={config.license.url} label={t('licenseLink')} />
            ) : null}
            <p className={styles.note}>{text(config.license.text)}</p>
          </div>
        ) : null}
        <div className={styles.bottom}>
          {footerText ? <p className={styles.note}>{footerText}</p> : null}
          <p className={styles.version}>{t('version', { version: config.app_version })}</p>
        </div>
      </div>
    </footer>
  );
}

/** The regulator's seal, a link to the license's register entry when the site names one. */
function LicenseSeal({
  logo,
  url,
  label,
}: {
  logo: NonNullable<NonNullable<SiteConfig['license']>['logo']>;
  url: string | null;
  label: string;
}) {
  const image = <ProxiedImage src={logo.src} alt={logo.alt} width={logo.width} height={logo.height} />;
  if (!url) return image;
  return (
    <a
      href={url}
      className={styles.seal}
      rel="noopener noreferrer"
      target="_blank"
      aria-label={`${logo.alt}: ${label}`}
    >
      {image}
    </a>
  );
}
