import type { Promotion } from '../api/loyalty-queries';
import styles from './promotions.module.css';

/**
 * The promotion's banner (SPEC §3 banners): the mobile image on narrow screens, the desktop one elsewhere. It
 * repeats the title beside it, so it is decoration to assistive technology.
 */
export function PromotionBanner({ banners }: { banners: Promotion['banners'] }) {
  const desktop = banners.desktop ?? banners.mobile;
  if (!desktop) return null;
  return (
    <picture className={styles.banner}>
      {banners.mobile ? <source media="(max-width: 780px)" srcSet={banners.mobile.url} /> : null}
      <img src={desktop.url} alt="" loading="lazy" />
    </picture>
  );
}
