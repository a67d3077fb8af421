export { LiveView } from './components/live-view';
