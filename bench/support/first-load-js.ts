import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';

/** One JavaScript file a route loads before it is interactive, with its gzip size. */
export interface FirstLoadFile {
  file: string;
  gzipBytes: number;
}

/** The first-load JavaScript of one route: the files and their summed gzip size. */
export interface FirstLoadJs {
  /** The manifest key (`/[locale]/(main)/live/page`) or the page's URL. */
  entry: string;
  files: FirstLoadFile[];
  gzipBytes: number;
}

interface AppBuildManifest {
  pages: Record<string, string[]>;
}

const gzipCache = new Map<string, number>();

/** Gzip size at level 9, as Next.js's own `gzip-size` measures each chunk. */
function gzipBytesOf(path: string): number {
  let size = gzipCache.get(path);
  if (size === undefined) {
    size = gzipSync(readFileSync(path), { level: 9 }).length;
    gzipCache.set(path, size);
  }
  return size;
}

/** Reads the App Router build manifest of a production build (`distDir` is the web app's `.next`). */
export function readAppBuildManifest(distDir: string): AppBuildManifest {
  return JSON.parse(readFileSync(join(distDir, 'app-build-manifest.json'), 'utf8')) as AppBuildManifest;
}

function filesOf(manifest: AppBuildManifest, distDir: string, entry: string): string[] {
  const listed = manifest.pages[entry];
  if (!listed) throw new Error(`${entry} is not in ${distDir}/app-build-manifest.json`);
  return listed.filter((file) => file.endsWith('.js'));
}

function measured(distDir: string, entry: string, files: string[]): FirstLoadJs {
  const sized = [...new Set(files)].map((file) => ({ file, gzipBytes: gzipBytesOf(join(distDir, file)) }));
  return { entry, files: sized, gzipBytes: sized.reduce((total, file) => total + file.gzipBytes, 0) };
}

/** The layouts above an App Router page entry: `/[locale]/(main)/live/page` → `/[locale]/layout`, … */
export function layoutEntriesOf(entry: string, manifest: AppBuildManifest): string[] {
  const segments = entry.split('/').slice(1, -1);
  return segments
    .map((_, index) => `/${segments.slice(0, index + 1).join('/')}/layout`)
    .filter((layout) => layout in manifest.pages);
}

/**
 * What the browser really loads before the page is interactive: the page entry's files and those of every
 * layout above it. NOTE: `next build`'s figure leaves the layouts' own chunks out (the app shell's client
 * components, which load on every page), so this one is the larger and the truer.
 */
export function firstLoadJsWithLayouts(
  distDir: string,
  entry: string,
  manifest = readAppBuildManifest(distDir),
): FirstLoadJs {
  const files = [entry, ...layoutEntriesOf(entry, manifest)].flatMap((name) =>
    filesOf(manifest, distDir, name),
  );
  return measured(distDir, entry, files);
}

/** The `/_next/…` JavaScript a page's HTML names: its script elements and script preloads, not `nomodule` ones. */
export function scriptsNamedIn(html: string): string[] {
  const tags = html.match(/<(script|link)\b[^>]*>/g) ?? [];
  const files = tags
    .filter((tag) => !/\bnomodule\b/i.test(tag))
    .filter((tag) => tag.startsWith('<script') || /\bas="script"/.test(tag))
    .map((tag) => /\b(?:src|href)="\/_next\/([^"?]+\.js)/.exec(tag)?.[1])
    .filter((file): file is string => file !== undefined)
    .map((file) => decodeURIComponent(file));
  return [...new Set(files)];
}

/** The first-load JS of a served page: every script its HTML names, read from the build and gzipped. */
export async function servedFirstLoadJs(distDir: string, url: string): Promise<FirstLoadJs> {
  const response = await fetch(url);
  if (!response.ok) throw new Error(`GET ${url} answered ${response.status}`);
  return measured(distDir, url, scriptsNamedIn(await response.text()));
}
