import { describe, expect, it } from 'vitest';
import { revealStreamedBoundaries } from './lighthouse-floor-boundaries';
import { floorHtml } from './lighthouse-floor-html';

// NOTE: the shape React 19 streams (seen in `next start`'s answer for /live): the boundary's pending marker and
// template where the content goes, the content later in a hidden div, and the inline call that moves it.
const reveal = (boundary: string, segment: string) =>
  `<script nonce="n">$RC=function(a,b){/* moves b into a */};$RC("${boundary}","${segment}")</script>`;

describe('revealStreamedBoundaries', () => {
  it("puts a completed boundary's content in place of its fallback and drops the hidden segment", () => {
    const html =
      '<body><main><!--$?--><template id="B:0"></template><p class="skeleton">Loading</p><!--/$--></main>' +
      `<div hidden id="S:0"><h1>Live betting</h1><ul><li>Match</li></ul></div>${reveal('B:0', 'S:0')}</body>`;
    expect(revealStreamedBoundaries(html)).toBe(
      '<body><main><!--$--><h1>Live betting</h1><ul><li>Match</li></ul><!--/$--></main>' +
        `${reveal('B:0', 'S:0')}</body>`,
    );
  });

  it('replaces only its own boundary, skipping boundaries nested in the fallback', () => {
    const html =
      '<body><aside><!--$?--><template id="B:0"></template><!--$--><i>inner</i><!--/$--><b>fallback</b><!--/$-->' +
      '<span>after</span></aside><div hidden id="S:0"><nav>Sports</nav></div>' +
      `${reveal('B:0', 'S:0')}</body>`;
    expect(revealStreamedBoundaries(html)).toBe(
      '<body><aside><!--$--><nav>Sports</nav><!--/$--><span>after</span></aside>' +
        `${reveal('B:0', 'S:0')}</body>`,
    );
  });

  it('applies reveals in document order, a segment that holds a later boundary included', () => {
    const html =
      '<body><main><!--$?--><template id="B:0"></template><!--/$--></main>' +
      '<div hidden id="S:0"><section><!--$?--><template id="B:1"></template><!--/$--></section></div>' +
      `${reveal('B:0', 'S:0')}<div hidden id="S:1"><p>odds</p></div>${reveal('B:1', 'S:1')}</body>`;
    expect(floorHtml(html)).toBe(
      '<body><main><!--$--><section><!--$--><p>odds</p><!--/$--></section><!--/$--></main></body>',
    );
  });

  it('drops a segment whose boundary is not in the page, as React does', () => {
    const html = `<body><p>x</p><div hidden id="S:3"><p>late</p></div>${reveal('B:3', 'S:3')}</body>`;
    expect(revealStreamedBoundaries(html)).toBe(`<body><p>x</p>${reveal('B:3', 'S:3')}</body>`);
  });

  it('leaves a page with no reveal calls unchanged', () => {
    const html = '<body><main><!--$?--><template id="B:0"></template><p>Loading</p><!--/$--></main></body>';
    expect(revealStreamedBoundaries(html)).toBe(html);
  });
});
