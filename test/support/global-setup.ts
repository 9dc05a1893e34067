/**
 * Runs once per test run: resolves the services and builds a template database holding the
 * migrations, the category menus and the demo catalogue, which each test file copies.
 */
import type { TestProject } from 'vitest/node';
import { openDatabase, prepareDatabase } from '@focustube/core';
import { adminQuery, databaseUrl, uniqueName } from './databases.ts';
import { resolveTestServices } from './services.ts';

declare module 'vitest' {
  export interface ProvidedContext {
    postgresUrl: string;
    redisUrl: string;
    templateDatabase: string;
  }
}

export default async function setup(project: TestProject) {
  const services = await resolveTestServices();
  const template = uniqueName('focustube_template');
  await adminQuery(services.postgresUrl, `create database "${template}"`);
  const handle = await openDatabase({ url: databaseUrl(services.postgresUrl, template), dataDir: '.data' });
  await prepareDatabase(handle, { seedOnEmpty: true, log: { info: () => undefined } });
  await handle.close();
  project.provide('postgresUrl', services.postgresUrl);
  project.provide('redisUrl', services.redisUrl);
  project.provide('templateDatabase', template);
  return async () => {
    await adminQuery(services.postgresUrl, `drop database if exists "${template}" with (force)`);
    await services.stop();
  };
}
