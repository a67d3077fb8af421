const paths = {
  home: 'M3 10.5 12 3l9 7.5V21h-6v-6H9v6H3z',
  live: 'M12 8a4 4 0 1 1 0 8 4 4 0 0 1 0-8Zm-7.07-3.07 1.41 1.41a8 8 0 0 0 0 11.32l-1.41 1.41a10 10 0 0 1 0-14.14Zm14.14 0a10 10 0 0 1 0 14.14l-1.41-1.41a8 8 0 0 0 0-11.32z',
  sports: 'M12 2a10 10 0 1 1 0 20 10 10 0 0 1 0-20Zm0 4-3.8 2.8 1.4 4.5h4.8l1.4-4.5z',
  bets: 'M5 3h14v18l-3-2-2 2-2-2-2 2-2-2-3 2zm3 5v2h8V8zm0 4v2h6v-2z',
} as const;

/** An icon of the mobile tab bar (decorative: the tab's text names it). */
export function TabIcon({ name }: { name: keyof typeof paths }) {
  return (
    <svg viewBox="0 0 24 24" width="22" height="22" aria-hidden="true" focusable="false">
      <path d={paths[name]} fill="currentColor" />
    </svg>
  );
}
