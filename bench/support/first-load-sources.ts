// Which sources each route's first-load chunks hold (issue 25, decision 0045): `npx tsx
// bench/support/first-load-sources.ts [distDir]` on a `NEXT_SOURCE_MAPS=1 next build` (hidden source maps beside
// the chunks, the chunks byte for byte a normal build's). Prints each first-load chunk with its gzip size, the
// routes that load it and its largest sources (each source's bytes gzipped alone, so the parts add up to more
// than the chunk), then each route's sources that two or more of its chunks hold. Not a benchmark: a profile.
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { TraceMap, decodedMappings } from '@jridgewell/trace-mapping';
import { repoRoot } from '../../scripts/system.mjs';
import { firstLoadJsWithLayouts, readAppBuildManifest } from './first-load-js';

const distDir = process.argv[2] ?? join(repoRoot, 'apps/web/.next');
const shownPerChunk = Number(process.env.TOP ?? 12);
const routes: Record<string, string> = {
  home: '/[locale]/(main)/page',
  live: '/[locale]/(main)/live/page',
  match: '/[locale]/(main)/[sport]/[slug]/page',
  sport: '/[locale]/(main)/[sport]/page',
  promotions: '/[locale]/(main)/promotions/page',
};

const print = (line: string) => process.stdout.write(`${line}\n`);
const gzipKb = (text: string | Buffer) => gzipSync(text, { level: 9 }).length / 1000;
const shortName = (source: string) =>
  source
    .replace(/^webpack:\/\/_N_E\//, '')
    .replace(/^(\.\.\/)+|^\.\//, '')
    .replace(/\?.*$/, '');

/** A chunk's sources and the gzip size of each one's bytes, from its source map. */
function sourcesOf(file: string): Map<string, number> {
  const texts = new Map<string, string>();
  const mapPath = join(distDir, `${file}.map`);
  if (existsSync(mapPath)) {
    const lines = readFileSync(join(distDir, file), 'utf8').split('\n');
    const map = new TraceMap(readFileSync(mapPath, 'utf8'));
    decodedMappings(map).forEach((segments, index) => {
      const line = lines[index] ?? '';
      segments.forEach((segment, at) => {
        const end = segments[at + 1]?.[0] ?? line.length;
        const sourceIndex = segment.length > 1 ? segment[1] : undefined;
        const source = sourceIndex === undefined ? '(unmapped)' : shortName(map.sources[sourceIndex] ?? '?');
        texts.set(source, (texts.get(source) ?? '') + line.slice(segment[0], end));
      });
    });
  }
  return new Map([...texts].map(([source, text]) => [source, gzipKb(text)]));
}

const manifest = readAppBuildManifest(distDir);
const filesOfRoute = new Map(
  Object.entries(routes).map(([name, entry]) => [
    name,
    firstLoadJsWithLayouts(distDir, entry, manifest).files.map((file) => file.file),
  ]),
);
const chunks = [...new Set([...filesOfRoute.values()].flat())].map((file) => ({
  file,
  kb: gzipKb(readFileSync(join(distDir, file))),
  routes: [...filesOfRoute].filter(([, files]) => files.includes(file)).map(([name]) => name),
  sources: sourcesOf(file),
}));
chunks.sort((a, b) => b.routes.length - a.routes.length || b.kb - a.kb);
for (const chunk of chunks) {
  print(
    `\n${chunk.file}  ${chunk.kb.toFixed(2)} kB  [${chunk.routes.join(', ')}]  ${chunk.sources.size} sources`,
  );
  const largest = [...chunk.sources].sort((a, b) => b[1] - a[1]).slice(0, shownPerChunk);
  for (const [source, kb] of largest) print(`  ${kb.toFixed(2)}  ${source}`);
}
for (const [name, files] of filesOfRoute) {
  const copies = new Map<string, { kb: number; count: number }>();
  for (const chunk of chunks.filter((item) => files.includes(item.file))) {
    for (const [source, kb] of chunk.sources) {
      if (source === '(unmapped)' || source === '') continue;
      const seen = copies.get(source);
      copies.set(source, { kb: Math.max(seen?.kb ?? 0, kb), count: (seen?.count ?? 0) + 1 });
    }
  }
  const twice = [...copies].filter(([, copy]) => copy.count > 1).sort((a, b) => b[1].kb - a[1].kb);
  const extra = twice.reduce((total, [, copy]) => total + copy.kb * (copy.count - 1), 0);
  const total = chunks.filter((item) => files.includes(item.file)).reduce((sum, item) => sum + item.kb, 0);
  print(
    `\n${name}: ${total.toFixed(2)} kB in ${files.length} files, ${twice.length} sources in two chunks or more (~${extra.toFixed(2)} kB)`,
  );
  for (const [source, copy] of twice.slice(0, shownPerChunk))
    print(`  ${copy.kb.toFixed(2)} x${copy.count}  ${source}`);
}
