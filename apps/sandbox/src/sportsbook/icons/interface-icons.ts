// Interface icons of the sprite: 24×24 outline glyphs drawn with `currentColor`, keyed by the name that follows
// `icon-` in the symbol id. Paths only; the sprite wraps them (stroke width, caps and joins are set there).

/** Interface icons by name: `<use href="/fe-api/icons.svg#icon-search">`. */
export const interfaceIcons: Readonly<Record<string, string>> = {
  search: '<circle cx="11" cy="11" r="6.5"/><path d="M16 16l4.5 4.5"/>',
  star: '<path d="M12 3.5l2.6 5.3 5.9.9-4.3 4.1 1 5.8L12 16.9l-5.2 2.7 1-5.8-4.3-4.1 5.9-.9z"/>',
  'star-filled':
    '<path fill="currentColor" d="M12 3.5l2.6 5.3 5.9.9-4.3 4.1 1 5.8L12 16.9l-5.2 2.7 1-5.8-4.3-4.1 5.9-.9z"/>',
  close: '<path d="M6 6l12 12M18 6L6 18"/>',
  'chevron-left': '<path d="M15 5l-7 7 7 7"/>',
  'chevron-right': '<path d="M9 5l7 7-7 7"/>',
  'chevron-up': '<path d="M5 15l7-7 7 7"/>',
  'chevron-down': '<path d="M5 9l7 7 7-7"/>',
  'arrow-up': '<path d="M12 19V5M6 11l6-6 6 6"/>',
  'arrow-down': '<path d="M12 5v14M6 13l6 6 6-6"/>',
  lock: '<rect x="5" y="10.5" width="14" height="10" rx="2"/><path d="M8 10.5V7.5a4 4 0 018 0v3"/>',
  live: '<circle cx="12" cy="12" r="2.5" fill="currentColor"/><path d="M7.8 7.8a6 6 0 000 8.4M16.2 7.8a6 6 0 010 8.4M5 5a10 10 0 000 14M19 5a10 10 0 010 14"/>',
  clock: '<circle cx="12" cy="12" r="8.5"/><path d="M12 7.5V12l3 2"/>',
  user: '<circle cx="12" cy="8" r="4"/><path d="M4.5 20.5a7.5 7.5 0 0115 0"/>',
  ticket:
    '<path d="M4 6.5h16v3.5a2 2 0 000 4v3.5H4V14a2 2 0 000-4z"/><path d="M14 6.5v2M14 11v2M14 15.5v2"/>',
  menu: '<path d="M4 7h16M4 12h16M4 17h16"/>',
  home: '<path d="M4 11l8-6.5 8 6.5"/><path d="M6 9.5V20h12V9.5"/><path d="M10 20v-5h4v5"/>',
  trophy:
    '<path d="M8 4h8v5a4 4 0 01-8 0z"/><path d="M8 6H5a3 3 0 003 4M16 6h3a3 3 0 01-3 4"/><path d="M12 13v4M8.5 20h7M9.5 17h5"/>',
  calendar: '<rect x="4" y="5.5" width="16" height="14.5" rx="2"/><path d="M4 10h16M8.5 3.5v4M15.5 3.5v4"/>',
  check: '<path d="M5 12.5l4.5 4.5L19 7.5"/>',
  plus: '<path d="M12 5v14M5 12h14"/>',
  minus: '<path d="M5 12h14"/>',
  trash: '<path d="M4.5 7h15M9.5 7V4.5h5V7M6.5 7l1 13h9l1-13M10 11v5.5M14 11v5.5"/>',
  info: '<circle cx="12" cy="12" r="8.5"/><path d="M12 11v5.5M12 7.6v.4"/>',
  warning: '<path d="M12 4l9 16H3z"/><path d="M12 10v4.5M12 17.2v.3"/>',
  bell: '<path d="M6 16.5V11a6 6 0 0112 0v5.5l1.5 1.5h-15z"/><path d="M10 20.5a2 2 0 004 0"/>',
  settings:
    '<circle cx="12" cy="12" r="3"/><path d="M12 3.5v2.3M12 18.2v2.3M3.5 12h2.3M18.2 12h2.3M6 6l1.6 1.6M16.4 16.4L18 18M6 18l1.6-1.6M16.4 7.6L18 6"/>',
  logout: '<path d="M10 4.5H5.5v15H10"/><path d="M14 8l4 4-4 4M18 12H9"/>',
  gift: '<rect x="4" y="9" width="16" height="4" rx="1"/><path d="M5.5 13v7h13v-7M12 9v11"/><path d="M12 9c-1.5-4-6-4-5 -1s5 1 5 1zM12 9c1.5-4 6-4 5-1s-5 1-5 1z"/>',
  share:
    '<circle cx="6.5" cy="12" r="2.5"/><circle cx="17.5" cy="6" r="2.5"/><circle cx="17.5" cy="18" r="2.5"/><path d="M8.7 10.8l6.6-3.6M8.7 13.2l6.6 3.6"/>',
  copy: '<rect x="8.5" y="8.5" width="11" height="11" rx="1.5"/><path d="M15.5 8.5v-3a1 1 0 00-1-1h-9a1 1 0 00-1 1v9a1 1 0 001 1h3"/>',
  refresh: '<path d="M19 12a7 7 0 11-2-4.9"/><path d="M19 4.5V8h-3.5"/>',
  filter: '<path d="M4 5.5h16l-6 7.5v5.5l-4 1.5v-7z"/>',
  video: '<rect x="3.5" y="6.5" width="12.5" height="11" rx="2"/><path d="M16 10.5l4.5-2.5v8l-4.5-2.5z"/>',
  statistics: '<path d="M4.5 20h15M7 16.5v-5M12 16.5V6.5M17 16.5v-8"/>',
  globe:
    '<circle cx="12" cy="12" r="8.5"/><path d="M3.5 12h17M12 3.5c2.5 2.5 3.5 5.5 3.5 8.5s-1 6-3.5 8.5c-2.5-2.5-3.5-5.5-3.5-8.5s1-6 3.5-8.5z"/>',
  wallet:
    '<path d="M4.5 7.5h14a1.5 1.5 0 011.5 1.5v9.5a1.5 1.5 0 01-1.5 1.5h-13A1.5 1.5 0 014 18.5V6a1.5 1.5 0 011.5-1.5H17v3"/><circle cx="16" cy="13.8" r="1" fill="currentColor"/>',
  eye: '<path d="M2.5 12s3.5-6.5 9.5-6.5 9.5 6.5 9.5 6.5-3.5 6.5-9.5 6.5S2.5 12 2.5 12z"/><circle cx="12" cy="12" r="3"/>',
  'eye-off':
    '<path d="M4 4l16 16M10 5.8a9 9 0 012-.3c6 0 9.5 6.5 9.5 6.5a16 16 0 01-2.7 3.4M6.4 7.3A16 16 0 002.5 12s3.5 6.5 9.5 6.5a9 9 0 004.4-1.1"/><path d="M9.9 9.9a3 3 0 004.2 4.2"/>',
  cashout:
    '<circle cx="12" cy="12" r="8.5"/><path d="M14.8 9a2.7 2.3 0 00-2.8-1.5c-1.6 0-2.8.8-2.8 2s1.2 1.8 2.8 2.1 2.8 1 2.8 2.2-1.2 2-2.8 2A2.8 2.3 0 019.2 15M12 6v1.5M12 16.5V18"/>',
};
