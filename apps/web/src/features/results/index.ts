// The Results page: finished matches with final scores, day by day.
export { RESULT_DAYS, ResultsView } from './components/results-view';
export { ResultRow } from './components/result-row';
