// The container-query polyfill ships no types; it is imported only for its side effect.
declare module 'container-query-polyfill';
