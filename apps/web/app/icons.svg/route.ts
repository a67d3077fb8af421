import { readRuntimeConfig } from '@/platform/config/runtime-config';

/** Sprites already fetched, by version: a versioned sprite never changes (the sportsbook serves it immutable). */
const MAX_VERSIONS = 4;
const sprites = new Map<string, { svg: string; cacheControl: string }>();

/**
 * The sportsbook's icon sprite (SPEC §7 `/fe-api/icons.svg?v=`) on the web app's own origin: browsers only follow
 * a `<use href>` to the page's origin, so the sprite is relayed here and kept in memory per version.
 */
export async function GET(request: Request): Promise<Response> {
  const version = new URL(request.url).searchParams.get('v') ?? '';
  const known = sprites.get(version);
  if (known) return svgResponse(known.svg, known.cacheControl);
  const upstream = new URL('/fe-api/icons.svg', readRuntimeConfig().sportsbookApiUrl);
  if (version) upstream.searchParams.set('v', version);
  let response: Response;
  try {
    response = await fetch(upstream, { cache: 'no-store' });
  } catch {
    return new Response('The icon sprite is unavailable', { status: 502 });
  }
  // NOTE: a refused version (400) is passed on as it is; the sportsbook explains it in its JSON body.
  if (!response.ok) {
    return new Response(await response.text(), {
      status: response.status,
      headers: { 'content-type': response.headers.get('content-type') ?? 'text/plain' },
    });
  }
  const svg = await response.text();
  const cacheControl = response.headers.get('cache-control') ?? 'public, max-age=3600';
  if (version) {
    // NOTE: a few versions at most (a release and its predecessor), so made-up versions cannot fill the memory.
    if (sprites.size >= MAX_VERSIONS) sprites.delete(sprites.keys().next().value!);
    sprites.set(version, { svg, cacheControl });
  }
  return svgResponse(svg, cacheControl);
}

function svgResponse(svg: string, cacheControl: string): Response {
  return new Response(svg, {
    headers: { 'content-type': 'image/svg+xml; charset=utf-8', 'cache-control': cacheControl },
  });
}
