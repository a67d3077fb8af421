export * from './http/route';
export * from './http/error';
export * from './common/pagination';
export * from './catalogue/sport';
export * from './site/feature-flags';
export * from './site/site-config';
export * from './site/site-document';
export * from './routes';
