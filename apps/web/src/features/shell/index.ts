export { AppShell } from './components/app-shell';
export { ContainerQueryFallback } from './components/container-query-fallback';
export { RouteProgress } from './progress/route-progress';
export { TagManager } from './components/tag-manager';
