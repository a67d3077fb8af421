import { readFileSync, readdirSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { buildPath, routePath, routes } from '@sportsbook/contract';
import { ApiError } from '../http/api-error';

/**
 * The promotions' banner images (SPEC §3 banners): WebP files in `apps/sandbox/media/banners` (drawn from the
 * SVGs in its `source` folder), served on the sportsbook origin as an operator's image CDN would serve them,
 * from an origin other than the web app's, so the web app's image proxy (SPEC §2.8) fetches them for real.
 */
const BANNERS_DIR = fileURLToPath(new URL('../../media/banners/', import.meta.url));

/** The banner images by file name, read once. */
export class BannerImages {
  #files: Map<string, Buffer> | undefined;

  /** The bytes of one banner; 404 for a name that is not one. */
  read(file: string): Buffer {
    this.#files ??= new Map(
      readdirSync(BANNERS_DIR)
        .filter((name) => name.endsWith('.webp'))
        .map((name) => [name, readFileSync(`${BANNERS_DIR}${name}`)]),
    );
    const bytes = this.#files.get(file);
    if (!bytes) throw new ApiError(404, 'not_found', `No banner ${file}`, { file });
    return bytes;
  }
}

/** The address of a programme's banner of one layout on the sportsbook origin `sportsbookUrl`. */
export function bannerUrl(sportsbookUrl: string, banner: string, layout: 'desktop' | 'mobile'): string {
  return `${sportsbookUrl}${buildPath(routePath(routes.frontend.getBanner), { file: `${banner}-${layout}.webp` })}`;
}
