import { getImageProps } from 'next/image';
import type { ImageProps } from 'next/image';
import { isListedImageOrigin, parseImageOrigins } from './image-origins';

/** Image quality of the proxy (SPEC §9: 80; avif or webp as the browser accepts). */
export const IMAGE_QUALITY = 80;

// NOTE: next.config.ts inlines the build's IMAGE_ORIGINS, the same list it gives `images.remotePatterns`.
const listedOrigins = parseImageOrigins(process.env.IMAGE_ORIGINS || undefined);

/**
 * Whether an image goes through the proxy: the site's own (a path) and those of the listed origins do; any other
 * origin is shown as it is, since the proxy refuses what its list does not name and the image must still show.
 */
export function isProxied(src: string): boolean {
  if (!/^(https?:)?\/\//i.test(src)) return true;
  return isListedImageOrigin(src, listedOrigins);
}

export type ProxiedImageProps = Omit<ImageProps, 'src' | 'quality'> & { src: string };

/**
 * The attributes of an image through the image proxy of SPEC §2.8: resized to the width asked, 1x and 2x
 * variants, quality 80, a modern format; for a `<picture>`'s sources as well as its `<img>`.
 */
export function proxiedImageProps({ src, ...rest }: ProxiedImageProps) {
  // NOTE: getImageProps gives the attributes next/image would draw (srcset through the proxy, sizes, lazy
  // loading, fill styles) on a plain img: the same markup without next/image's client component, which would
  // otherwise be in the first-load JavaScript of every page that shows a team crest.
  return getImageProps({ src, quality: IMAGE_QUALITY, unoptimized: !isProxied(src), ...rest }).props;
}

/** An image through the image proxy (operators' content images, banners, team logos). */
export function ProxiedImage(props: ProxiedImageProps) {
  // eslint-disable-next-line @next/next/no-img-element, jsx-a11y/alt-text -- next/image's own attributes, alt included
  return <img {...proxiedImageProps(props)} />;
}
