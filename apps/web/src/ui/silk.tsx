import type { Silk as SilkColours } from '@sportsbook/contract';

/** The jockey's silks drawn from the race card's colours: body with its pattern, sleeves and cap. */
export function Silk({ silk }: { silk: SilkColours }) {
  const { body, sleeves, cap, pattern } = silk;
  return (
    <svg viewBox="0 0 24 24" width="22" height="22" aria-hidden="true">
      <path d="M2 9l4-3h12l4 3-2 4-2-1v9H6v-9l-2 1z" fill={sleeves} />
      <path d="M6 6h12v15H6z" fill={body} />
      {pattern === 'hoops' ? <path d="M6 10h12v2H6zm0 4h12v2H6z" fill={sleeves} /> : null}
      {pattern === 'stripes' ? <path d="M8 6h2v15H8zm4 0h2v15h-2z" fill={sleeves} /> : null}
      {pattern === 'chevrons' ? <path d="M6 11l6 3 6-3v2l-6 3-6-3z" fill={sleeves} /> : null}
      {pattern === 'star' ? (
        <path d="M12 9l1.2 2.5 2.8.3-2 1.9.5 2.8-2.5-1.4-2.5 1.4.5-2.8-2-1.9 2.8-.3z" fill={sleeves} />
      ) : null}
      {pattern === 'diamond' ? <path d="M12 8l4 5-4 5-4-5z" fill={sleeves} /> : null}
      <ellipse cx="12" cy="4" rx="4" ry="2.2" fill={cap} />
    </svg>
  );
}
