// The Schedule page and the day helpers the results, racing and lottery pages share.
export { DayByDayView, DayListState } from './components/day-by-day-view';
export { DayTabs } from './components/day-tabs';
export { dayWindow, dayWindows } from './components/day-window';
export type { DayWindow } from './components/day-window';
export { SCHEDULE_DAYS, ScheduleView } from './components/schedule-view';
export { SportSelect } from './components/sport-select';
export { useNow } from './components/use-now';
export { Countdown, countdownText } from './components/countdown';
