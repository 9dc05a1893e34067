export { buildApp, type AppOptions } from './app.ts';
