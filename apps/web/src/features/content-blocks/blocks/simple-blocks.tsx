'use client';

import type { ContentBlock } from '@sportsbook/contract';
import { useTranslations } from 'next-intl';
import { LocalizedLink } from '@/platform/i18n/localized-link';
import { ProxiedImage } from '@/ui/proxied-image';
import { useContentLanguage } from '../content-lang';
import { SpeedDialIcon } from './speed-dial-icon';
import styles from './blocks.module.css';

type Block<T extends ContentBlock['type']> = { block: Extract<ContentBlock, { type: T }> };

/** A heading between blocks. */
export function LabelBlock({ block }: Block<'label'>) {
  const language = useContentLanguage();
  return (
    <h2 className={styles.label} {...language}>
      {block.text}
    </h2>
  );
}

/** An operator's formatted text, sanitized on the server (see `sanitizeContentBlocks`). */
export function TextBlock({ block }: Block<'text'>) {
  const language = useContentLanguage();
  // NOTE: the one HTML sink. `ContentBlocks` takes only `SanitizedBlocks`, so this markup passed the allow-list
  // sanitizer on the server before it got here.
  return <div className={styles.text} {...language} dangerouslySetInnerHTML={{ __html: block.html }} />;
}

/** An image, through the image proxy, optionally a link. */
export function ImageBlock({ block }: Block<'image'>) {
  const language = useContentLanguage();
  const image = (
    <ProxiedImage
      src={block.src}
      alt={block.alt}
      {...language}
      width={1200}
      height={400}
      sizes="(width < 780px) 100vw, 960px"
      className={styles.image}
    />
  );
  return block.href ? (
    <LocalizedLink href={block.href} className={styles.imageLink}>
      {image}
    </LocalizedLink>
  ) : (
    image
  );
}

/** A promotional banner: title, subtitle, an optional image and call to action. */
export function BannerBlock({ block }: Block<'banner'>) {
  const t = useTranslations('blocks');
  const language = useContentLanguage();
  return (
    <div className={styles.banner} data-has-image={block.image ? true : undefined}>
      {block.image ? (
        <ProxiedImage
          src={block.image}
          alt=""
          fill
          priority
          sizes="(width < 780px) 100vw, 960px"
          className={styles.bannerImage}
        />
      ) : null}
      <div className={styles.bannerText}>
        {/* The operator's words carry their language; the call to action is the page's. */}
        <h2 className={styles.bannerTitle} {...language}>
          {block.title}
        </h2>
        {block.subtitle ? (
          <p className={styles.bannerSubtitle} {...language}>
            {block.subtitle}
          </p>
        ) : null}
        {block.href ? (
          <LocalizedLink href={block.href} className={styles.bannerAction}>
            {t('bannerAction')}
          </LocalizedLink>
        ) : null}
      </div>
    </div>
  );
}

/** An embedded page: sandboxed (scripts, no same-origin), lazily loaded, at the configured height. */
export function IframeBlock({ block }: Block<'iframe'>) {
  const language = useContentLanguage();
  return (
    <iframe
      className={styles.iframe}
      src={block.src}
      title={block.title}
      {...language}
      height={block.height}
      loading="lazy"
      sandbox="allow-scripts allow-popups"
      referrerPolicy="no-referrer"
    />
  );
}

/** Quick links as tiles: the site's shortcuts to sports, pages or offers. */
export function SpeedDialBlock({ block }: Block<'speed_dial'>) {
  const t = useTranslations('blocks');
  const language = useContentLanguage();
  if (block.items.length === 0) return null;
  return (
    <nav aria-label={t('speedDial')}>
      <ul className={styles.speedDial}>
        {block.items.map((item) => (
          <li key={`${item.href}-${item.label}`}>
            <LocalizedLink href={item.href} className={styles.dialItem}>
              <span className={styles.dialIcon} aria-hidden="true">
                <SpeedDialIcon item={item} />
              </span>
              <span {...language}>{item.label}</span>
            </LocalizedLink>
          </li>
        ))}
      </ul>
    </nav>
  );
}
