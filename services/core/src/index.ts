export * from './config.ts';
export * from './db/index.ts';
export * from './redis.ts';
export * from './catalogue/category-tree.ts';
export * from './catalogue/seed.ts';
export * from './catalogue/changes.ts';
export * from './catalogue/prepare.ts';
export * from './process.ts';
