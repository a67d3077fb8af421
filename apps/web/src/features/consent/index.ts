// The cookie notice and the device id cookie (SPEC §2.5, §9).
export * from './cookie-consent';
export * from './cookies';
