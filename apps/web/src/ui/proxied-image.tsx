// NOTE: next/image's own two modules, not `next/image`: that entry also holds the Image client component, with
// its head manager and the AMP and router contexts, which every page that shows a crest loaded for nothing
// (3.5 kB of gzip; decision 0045). `getImageProps` of `next/image` is these two calls and nothing more.
import { getImgProps } from 'next/dist/shared/lib/get-img-props';
import type { ImageProps } from 'next/dist/shared/lib/get-img-props';
import type { ImageConfigComplete } from 'next/dist/shared/lib/image-config';
import defaultLoader from 'next/dist/shared/lib/image-loader';
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
  // NOTE: getImgProps gives the attributes next/image would draw (srcset through the proxy, sizes, lazy
  // loading, fill styles) on a plain img: the same markup without next/image's client component, which would
  // otherwise be in the first-load JavaScript of every page that shows a team crest.
  const { props } = getImgProps(
    { src, quality: IMAGE_QUALITY, unoptimized: !isProxied(src), ...rest },
    // NOTE: Next's define plugin replaces `process.env.__NEXT_IMAGE_OPTS` with the build's image configuration
    // (next.config.ts's `images`) in the server's and the browser's bundles alike, as in `next/image`.
    { defaultLoader, imgConf: process.env.__NEXT_IMAGE_OPTS as unknown as ImageConfigComplete },
  );
  // NOTE: undefined attributes are left out, as `next/image`'s getImageProps does (a `<source>` spreads them).
  return Object.fromEntries(Object.entries(props).filter(([, value]) => value !== undefined)) as typeof props;
}

/** An image through the image proxy (operators' content images, banners, team logos). */
export function ProxiedImage(props: ProxiedImageProps) {
  // eslint-disable-next-line @next/next/no-img-element, jsx-a11y/alt-text -- next/image's own attributes, alt included
  return <img {...proxiedImageProps(props)} />;
}
