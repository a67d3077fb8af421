// Sign-in, sign-up and the other auth modals of SPEC §2.5, opened by the address (§2.1) or by code, and the
// session root that loads the player (§4 Authentication). `requireSignIn` and `useSession` come from
// `@/platform/session` and are re-exported here for features.
export * from './session-root';
export * from './auth-route-page';
export * from './confirm-email-page';
export * from './auth-links';
export * from './auth-allowed';
export * from './platform-form-url';
export { sessionDeps } from './session-deps';
export { requireSignIn, useSession, openAuthModal } from '@/platform/session';
