export * from './button';
export * from './confirm-modal';
export * from './direction';
export * from './floating-actions';
export * from './menu';
export * from './modal';
export * from './tabs';
export * from './toast';
