export * from './slug.ts';
export * from './read.ts';
export * from './write.ts';
export * from './seed.ts';
export * from './progress.ts';
