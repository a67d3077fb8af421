import { getImageProps } from 'next/image';
import type { ImageProps } from 'next/image';

/** Image quality of the proxy (SPEC §9: 80; avif or webp as the browser accepts). */
export const IMAGE_QUALITY = 80;

/** Whether an image address is on another origin (the proxy serves the site's own images only). */
function isRemote(src: string): boolean {
  return /^(https?:)?\/\//i.test(src);
}

/**
 * An image through the image proxy of SPEC §2.8 (operators' content images, team logos): resized to the width
 * asked, 1x and 2x variants, quality 80, a modern format. Images of other origins are shown as they are, since
 * the proxy only serves origins it is told about.
 */
export function ProxiedImage({ src, ...rest }: Omit<ImageProps, 'src' | 'quality'> & { src: string }) {
  // NOTE: getImageProps gives the attributes next/image would draw (srcset through the proxy, sizes, lazy
  // loading, fill styles) on a plain img: the same markup without next/image's client component, which would
  // otherwise be in the first-load JavaScript of every page that shows a team crest.
  const { props } = getImageProps({ src, quality: IMAGE_QUALITY, unoptimized: isRemote(src), ...rest });
  // eslint-disable-next-line @next/next/no-img-element, jsx-a11y/alt-text -- next/image's own attributes, alt included
  return <img {...props} />;
}
