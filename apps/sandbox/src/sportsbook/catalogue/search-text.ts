/** Case- and accent-insensitive text, as the catalogue's search compares names with a query. */
export function foldText(text: string): string {
  return text
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase();
}

/** Highest priority first, then lowest id: the order of the catalogue's category and league lists. */
export function byPriority<T extends { priority: number; id: number }>(a: T, b: T): number {
  return b.priority - a.priority || a.id - b.id;
}
