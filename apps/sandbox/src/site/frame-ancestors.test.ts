import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { framedPagePolicy } from './frame-ancestors';
import { SiteStore } from './site-store';

const sitesDir = fileURLToPath(new URL('../../sites', import.meta.url));
const web = 'http://localhost:3000';

describe('the frame-ancestors of the pages the web app frames', () => {
  it('names the page itself and the web origin when no operator embeds the product', () => {
    const sites = new SiteStore(sitesDir);
    sites.patch({ config: { embed: { allowed_origins: [], session_handler: false } } });
    expect(framedPagePolicy(sites, web)).toBe(`frame-ancestors 'self' ${web}`);
  });

  it("adds the site's operator origins, since the browser checks every ancestor, and nothing else", () => {
    const sites = new SiteStore(sitesDir);
    sites.patch({
      config: {
        embed: {
          allowed_origins: ['https://casino.example', 'http://localhost:8080'],
          session_handler: false,
        },
      },
    });
    expect(framedPagePolicy(sites, web)).toBe(
      `frame-ancestors 'self' ${web} https://casino.example http://localhost:8080`,
    );
  });

  it("lets the sandbox's operator demo frame every site once it listens, and keeps it after a reset", () => {
    const sites = new SiteStore(sitesDir);
    sites.allowOperatorOrigin('http://localhost:4300');
    sites.allowOperatorOrigin('http://localhost:4300');
    expect(sites.get().config.embed.allowed_origins).toEqual(['http://localhost:4300']);
    sites.patch({ config: { sign_up_allowed: false } });
    sites.reset();
    expect(framedPagePolicy(sites, web)).toBe(`frame-ancestors 'self' ${web} http://localhost:4300`);
  });
});
