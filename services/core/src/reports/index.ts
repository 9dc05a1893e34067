export * from './viewer.ts';
export * from './summary.ts';
export * from './report.ts';
export * from './resolve.ts';
