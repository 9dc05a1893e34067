/**
 * The FocusTube API as `services/api/src/server.ts` runs it, for the catalogue benchmark: configured
 * from the environment the parent passes, on a free port it reports back over IPC.
 */
import type { AddressInfo } from 'node:net';
import { buildApp } from '@focustube/api';
import { loadConfig, openDatabase, prepareDatabase } from '@focustube/core';
import { exitOnStop } from './harness.ts';

const config = loadConfig(process.env);
const database = await openDatabase({ url: config.DATABASE_URL, dataDir: config.DATA_DIR });
await prepareDatabase(database, { seedOnEmpty: false, log: { info: () => undefined } });
const app = await buildApp({ config, redisUrl: config.REDIS_URL!, database });
await app.listen({ port: 0, host: '127.0.0.1' });
process.send?.({ port: (app.server.address() as AddressInfo).port });

exitOnStop(() => app.close().then(() => database.close()));
