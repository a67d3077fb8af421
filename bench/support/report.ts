import type { BenchmarkResult, Figure } from './benchmark';

function formatFigure(figure: Figure): string {
  const value = Number.isInteger(figure.value) ? String(figure.value) : figure.value.toFixed(2);
  const budget = figure.budget
    ? `${figure.budget.text} ${figure.budget.within ? '✅' : '❌ over budget'}`
    : '';
  return `| ${figure.label} | ${value} ${figure.unit} | ${budget} |`;
}

/** Renders BENCHMARKS.md: the machine and date, then one table per benchmark with budgets beside figures. */
export function renderReport(results: BenchmarkResult[], run: { machine: string; date: Date }): string {
  const sections = results.map((result) =>
    [`## ${result.name}`, '', result.method, '', '| figure | measured | budget |', '|---|---|---|']
      .concat(result.figures.map(formatFigure))
      .concat(result.notes ? ['', result.notes] : [])
      .join('\n'),
  );
  return [
    '# Benchmarks',
    '',
    'Written by `npm run bench` (do not edit by hand). Each figure stands beside the budget its issue set.',
    '',
    `- Machine: ${run.machine}`,
    `- Date: ${run.date.toISOString().slice(0, 10)}`,
    '',
    ...sections.map((section) => `${section}\n`),
  ].join('\n');
}
