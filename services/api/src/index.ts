export { buildApp, loggerOptions, type AppOptions } from './app.ts';
