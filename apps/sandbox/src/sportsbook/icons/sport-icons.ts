// Sport icons of the sprite: simple 24×24 outline glyphs drawn with `currentColor`, keyed by sport key (the
// name that follows `sport-` in the symbol id). Paths only; the sprite sets stroke width, caps and joins.

/** A generic ball, for a sport key without its own glyph. */
export const FALLBACK_SPORT_ICON =
  '<circle cx="12" cy="12" r="8.5"/><path d="M5 9.5c4 1.5 10 1.5 14 0M5 14.5c4-1.5 10-1.5 14 0"/>';

/** Sport icons by sport key: `<use href="/fe-api/icons.svg#sport-football">`. */
export const sportIcons: Readonly<Record<string, string>> = {
  football:
    '<circle cx="12" cy="12" r="8.5"/><path d="M12 8.2l3.4 2.5-1.3 4h-4.2l-1.3-4z"/><path d="M12 8.2V3.5M15.4 10.7l4.4-1.4M14.1 14.7l2.8 3.8M9.9 14.7l-2.8 3.8M8.6 10.7L4.2 9.3"/>',
  tennis:
    '<circle cx="12" cy="12" r="8.5"/><path d="M5.2 6.8c3.2 2.8 3.2 7.6 0 10.4M18.8 6.8c-3.2 2.8-3.2 7.6 0 10.4"/>',
  basketball:
    '<circle cx="12" cy="12" r="8.5"/><path d="M3.5 12h17M12 3.5v17M6 6c2.8 3.4 2.8 8.6 0 12M18 6c-2.8 3.4-2.8 8.6 0 12"/>',
  'ice-hockey':
    '<path d="M6 3.5l5 12.5h6.5a1.5 1.5 0 010 3H9.5L4.5 6"/><ellipse cx="17.5" cy="7.5" rx="3" ry="1.5"/><path d="M14.5 7.5v1.2c0 .8 1.3 1.5 3 1.5s3-.7 3-1.5V7.5"/>',
  volleyball:
    '<circle cx="12" cy="12" r="8.5"/><path d="M12 3.5c1 4 0 7-3.5 9.5M20.2 14c-3.8-.8-6.7-.2-8.2 3.5M5 17.5c2.8-2.5 6.5-3.8 10.5-2.2M12 12l7.5-3"/>',
  handball:
    '<circle cx="15.5" cy="6" r="3"/><path d="M9.5 20.5l1.5-6 3.5-2.5M11 14.5l-3.5-1.5-2 2.5M14.5 12l2 3.5 2.5 1"/><path d="M12.5 9.2L9.5 7.5 6.5 9"/>',
  'table-tennis':
    '<path d="M13.5 4.5a5.5 5.5 0 017.8 7.8l-4.8 4.8-7.8-7.8z"/><path d="M8.7 9.3l-4.2 8.4 1.8 1.8 8.4-4.2"/><circle cx="5.5" cy="5.5" r="1.8"/>',
  baseball:
    '<circle cx="12" cy="12" r="8.5"/><path d="M6.6 5.5c2.2 3.9 2.2 9.1 0 13M17.4 5.5c-2.2 3.9-2.2 9.1 0 13"/><path d="M7.5 8.5h1.6M7.8 12h1.8M7.5 15.5h1.6M14.9 8.5h1.6M14.4 12h1.8M14.9 15.5h1.6"/>',
  'american-football':
    '<path d="M4.5 19.5c-1-6 1.5-12 9-15 3-.7 5-.5 6 0 .5 1 .7 3 0 6-3 7.5-9 10-15 9z"/><path d="M9 15l6-6M10.5 10.5l3 3M12.5 8.5l3 3M8.5 12.5l3 3"/>',
  'horse-racing':
    '<path d="M5 20l2-6.5c-1.5-1.5-2-3.5-1-5.5l3.5-3 3 .5 4-2 .5 2.5 3 3-1.5 1.5-2.5-1-2 2.5 1 3 2.5 5"/><path d="M9.5 13.5l-1 6.5"/>',
  cs2: '<circle cx="12" cy="12" r="7"/><path d="M12 2.5v5M12 16.5v5M2.5 12h5M16.5 12h5"/><circle cx="12" cy="12" r="1" fill="currentColor"/>',
  'dota-2':
    '<rect x="3.5" y="3.5" width="17" height="17" rx="2.5"/><path d="M7 7l10 10M7 11.5V7h4.5M17 12.5V17h-4.5"/>',
  'league-of-legends':
    '<path d="M7 3.5v17h10"/><path d="M10 6.5a8 8 0 016.5 11"/><circle cx="14" cy="12" r="3"/>',
  efootball:
    '<rect x="2.5" y="7" width="19" height="11" rx="5.5"/><path d="M7 10.5v4M5 12.5h4"/><circle cx="16" cy="11" r=".9" fill="currentColor"/><circle cx="18" cy="13.5" r=".9" fill="currentColor"/>',
  lotteries:
    '<circle cx="8" cy="8.5" r="4.5"/><circle cx="16.5" cy="14.5" r="4.5"/><path d="M7 7l1-.8v4.6M15 13.2c.3-.8 1-1.2 1.6-1.2.8 0 1.4.5 1.4 1.3 0 1.2-2.8 2.2-2.8 3.2H18"/>',
  cricket:
    '<path d="M15.5 3.5l5 5-9 9-5-5z"/><path d="M6.5 12.5l-3 3 5 5 3-3"/><circle cx="18" cy="18" r="2.5"/>',
  rugby:
    '<ellipse cx="12" cy="12" rx="9" ry="5.5" transform="rotate(-35 12 12)"/><path d="M8.5 15.5l7-7M10 10.7l3.3 3.3"/>',
  darts:
    '<circle cx="12" cy="12" r="8.5"/><circle cx="12" cy="12" r="5"/><circle cx="12" cy="12" r="1.5" fill="currentColor"/>',
  snooker: '<circle cx="12" cy="12" r="8.5"/><circle cx="12" cy="12" r="3.2"/><path d="M11 11h2.2M12 10v4"/>',
  golf: '<path d="M8 21V3.5l9 3.5-9 3.5"/><ellipse cx="12" cy="20.5" rx="7" ry="1.5"/>',
  mma: '<path d="M6 11V7.5a2 2 0 012-2h7a3 3 0 013 3V14a5 5 0 01-5 5h-2.5A4.5 4.5 0 016 14.5z"/><path d="M6 11h6.5a2 2 0 010 4H10M10 5.5V11M14 5.5V11"/>',
};
