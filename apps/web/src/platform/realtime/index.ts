// The app's one real-time connection (SPEC §4 Real-time, §9): client, provider, hooks and the offline toast.
export * from './hub';
export * from './realtime-options';
export * from './realtime-client';
export * from './realtime-instance';
export * from './realtime-provider';
export * from './use-realtime-channel';
export * from './connection-toast';
