/** The column names of a main market with this many outcomes: 1 X 2, or 1 2 (none for other markets). */
export function columnLabels(outcomeCount: number): readonly string[] {
  return outcomeCount === 3 ? ['1', 'X', '2'] : outcomeCount === 2 ? ['1', '2'] : [];
}
