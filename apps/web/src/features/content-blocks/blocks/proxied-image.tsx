import Image from 'next/image';
import type { ImageProps } from 'next/image';

/** Image quality of the proxy (SPEC §9: 80; avif or webp as the browser accepts). */
export const IMAGE_QUALITY = 80;

/** Whether an image address is on another origin (the proxy serves the site's own images only). */
function isRemote(src: string): boolean {
  return /^(https?:)?\/\//i.test(src);
}

/**
 * An operator's image through the image proxy of SPEC §2.8: resized to the width asked, 1x and 2x variants,
 * quality 80, a modern format. Images of other origins are shown as they are, since the proxy only serves origins
 * it is told about.
 */
export function ProxiedImage({ src, ...rest }: Omit<ImageProps, 'src' | 'quality'> & { src: string }) {
  return <Image src={src} quality={IMAGE_QUALITY} unoptimized={isRemote(src)} {...rest} />;
}
