import { proxiedImageProps } from '@/ui/proxied-image';
import type { Promotion } from '../api/loyalty-queries';
import styles from './promotions.module.css';

/** One card of the grid (`.grid`): the whole width on a phone, two columns on a tablet, up to four on a desktop. */
const BANNER_SIZES = '(max-width: 780px) 100vw, (max-width: 1100px) 50vw, 400px';

/**
 * The promotion's banner (SPEC §3 banners): the mobile image on narrow screens, the desktop one elsewhere, each
 * through the image proxy (SPEC §2.8) at the card's width. It repeats the title beside it, so it is decoration
 * to assistive technology.
 */
export function PromotionBanner({ banners }: { banners: Promotion['banners'] }) {
  const desktop = banners.desktop ?? banners.mobile;
  if (!desktop) return null;
  // NOTE: the API gives no dimensions; these are the banners' drawn sizes, for the 1x/2x widths and the
  // space kept before they load (the card crops both to one ratio).
  const shared = { alt: '', sizes: BANNER_SIZES, loading: 'lazy' } as const;
  const image = proxiedImageProps({ src: desktop.url, width: 1200, height: 450, ...shared });
  const mobile = banners.mobile
    ? proxiedImageProps({ src: banners.mobile.url, width: 750, height: 420, ...shared })
    : null;
  return (
    <picture className={styles.banner}>
      {mobile ? (
        <source media="(max-width: 780px)" srcSet={mobile.srcSet ?? mobile.src} sizes={mobile.sizes} />
      ) : null}
      {/* eslint-disable-next-line jsx-a11y/alt-text -- next/image's attributes, alt "" included */}
      <img {...image} />
    </picture>
  );
}
