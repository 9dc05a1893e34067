export * from './problem.ts';
export * from './catalogue.ts';
export * from './health.ts';
