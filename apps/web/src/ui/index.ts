export * from './button';
export * from './modal';
export * from './tabs';
export * from './toast';
