import { randomBytes } from 'node:crypto';
import { createRequire } from 'node:module';
import { dirname } from 'node:path';
import type { NextConfig } from 'next';
import createNextIntlPlugin from 'next-intl/plugin';
import type { parseImageOrigins as ParseImageOrigins } from './src/ui/image-origins';

// The catalogues are compiled when they are bundled (next-intl's `precompile`, docs/decisions/0031): every
// message reaches the server and the browser as icu-minify's compact form, and `use-intl/format-message` is the
// formatter alone, so intl-messageformat's parser is in no bundle. The catalogues are still imported by
// `platform/i18n/messages.ts`, merged English under each language; `locales` only matters to extraction, unused.
const withNextIntl = createNextIntlPlugin({
  requestConfig: './src/platform/i18n/request.ts',
  experimental: { messages: { path: './messages', format: 'json', locales: 'infer', precompile: true } },
});

/** The barrels: `index.ts` under apps/web/src and under the contract's and the betting engine's src. */
const barrelFiles =
  /[\\/](apps[\\/]web[\\/]src|packages[\\/](contract|betting)[\\/]src)[\\/](.+[\\/])?index\.ts$/;

/**
 * Headers every response of the web app carries, pages and static files alike: no MIME sniffing, the path and
 * query kept from other origins, and no access to devices the product never uses. The pages' policy (a nonce per
 * request, frame ancestors from the site configuration) is set by the middleware.
 */
const securityHeaders = [
  { key: 'X-Content-Type-Options', value: 'nosniff' },
  { key: 'Referrer-Policy', value: 'strict-origin-when-cross-origin' },
  { key: 'Permissions-Policy', value: 'camera=(), microphone=(), geolocation=(), usb=()' },
];

/** The part of webpack's configuration this file touches (Next.js does not re-export webpack's types). */
interface WebpackConfig {
  devtool?: string | false;
  module: { rules: unknown[] };
  resolve: { alias: Record<string, string | false | string[]> };
  optimization?: { splitChunks?: false | { cacheGroups?: Record<string, unknown> } };
}

/**
 * The error-reporting SDK's core, once. The benchmarks' Lighthouse holds an older major of it at the top of
 * node_modules, so npm gives each of the SDK's packages a copy of its own; the browser would load it five times.
 */
const sentryCore = dirname(createRequire(import.meta.url).resolve('@sentry/core/package.json'));

/**
 * The build's id: `BUILD_ID` when the pipeline names one (a commit), else made up once. It is the error reports'
 * release (SPEC §9); Next evaluates this file again at `next start`, but by then the id is inlined in the bundles.
 */
const buildId = process.env.BUILD_ID || `${Date.now().toString(36)}-${randomBytes(4).toString('hex')}`;

// NOTE: Next compiles this file into a module without a file name, whose relative imports resolve from the
// working directory (`next start apps/web` from the root would not find them); a require made from this file's
// own URL resolves from here, and Next's hook compiles the TypeScript it loads.
const { parseImageOrigins } = createRequire(import.meta.url)('./src/ui/image-origins.ts') as {
  parseImageOrigins: typeof ParseImageOrigins;
};

/** The origins whose images the proxy serves (src/ui/image-origins.ts); unset, the sandbox's hosts. */
const imageOrigins = process.env.IMAGE_ORIGINS || undefined;

const nextConfig: NextConfig = {
  generateBuildId: () => buildId,
  env: { SPORTSBOOK_BUILD_ID: buildId, IMAGE_ORIGINS: imageOrigins ?? '' },
  reactStrictMode: true,
  poweredByHeader: false,
  // NOTE: a second build or dev server beside the shared `.next` (parallel work, screenshots) sets NEXT_DIST_DIR.
  distDir: process.env.NEXT_DIST_DIR ?? '.next',
  transpilePackages: ['@sportsbook/contract', '@sportsbook/betting'],
  // SPEC §9: images at quality 80 in avif or webp, whichever the browser takes. SPEC §2.8: the proxy fetches
  // from the listed origins only, the same list ProxiedImage decides by.
  images: {
    qualities: [80],
    formats: ['image/avif', 'image/webp'],
    remotePatterns: parseImageOrigins(imageOrigins),
  },
  async headers() {
    return [{ source: '/:path*', headers: securityHeaders }];
  },
  // NOTE: `npm run check` lints and typechecks every workspace; the build need not do it twice.
  eslint: { ignoreDuringBuilds: true },
  typescript: { ignoreBuildErrors: true },
  webpack(config: WebpackConfig, { isServer, dev }: { isServer: boolean; dev: boolean }) {
    // Profiling the first load (docs/decisions/0031): NEXT_SOURCE_MAPS=1 writes the browser chunks' source maps
    // beside them without naming them in the chunks, so the chunks, and the first-load figures, stay byte for
    // byte those of a normal build.
    if (process.env.NEXT_SOURCE_MAPS === '1' && !isServer && !dev) config.devtool = 'hidden-source-map';
    // NOTE: every index.ts of the app and of the two packages is a barrel that only re-exports. Marked free of
    // side effects, an import through a barrel brings only the modules it names; otherwise every module a barrel
    // lists (the whole bet-slip panel for one odds button, the contract's OpenAPI generator) lands in the pages'
    // first-load JavaScript.
    config.module.rules.push({ test: barrelFiles, sideEffects: false });
    config.resolve.alias['@sentry/core'] = sentryCore;
    // NOTE: next-intl's client, use-intl and icu-minify in one chunk of their own. The (main) layout and the
    // error boundary every page names both use them; under webpack's 20 kB floor for a shared chunk each got its
    // own copy, which the browser loaded twice (docs/decisions/0031).
    const splitChunks = config.optimization?.splitChunks;
    if (!isServer && !dev && splitChunks && splitChunks.cacheGroups) {
      splitChunks.cacheGroups.intl = {
        test: /[\\/]node_modules[\\/](next-intl|use-intl|icu-minify)[\\/]/,
        name: 'intl',
        chunks: 'all',
        priority: 35,
        enforce: true,
      };
    }
    return config;
  },
};

export default withNextIntl(nextConfig);
