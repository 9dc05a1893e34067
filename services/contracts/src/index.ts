export * from './problem.ts';
export * from './catalogue.ts';
export * from './health.ts';
export * from './accounts.ts';
export * from './learning.ts';
export * from './gifts.ts';
export * from './contact.ts';
