export * from './bonus-leg';
export * from './comboboost';
export * from './freebet';
export * from './settled-return';
export * from './potential-return';
