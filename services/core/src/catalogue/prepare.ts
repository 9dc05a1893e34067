import type { DatabaseHandle } from '../db/client.ts';
import { countVideos, seedCategories, seedDemoCatalogue } from './seed.ts';
import { seedDemoCourses } from '../courses/seed.ts';

export interface PrepareLog {
  info(message: string): void;
}

/** Migrates, upserts the category menus and, if asked and the catalogue is empty, loads the demo catalogue. */
export async function prepareDatabase(handle: DatabaseHandle, options: { seedOnEmpty: boolean; log: PrepareLog }) {
  await handle.migrate();
  await seedCategories(handle.db);
  if (options.seedOnEmpty && (await countVideos(handle.db)) === 0) {
    options.log.info('Empty catalogue: loading the demo videos (TED and Khan Academy)…');
    const result = await seedDemoCatalogue(handle.db);
    options.log.info(
      `Demo catalogue loaded: ${result.inserted} videos, ${result.approved} approved, the rest pending.`,
    );
    const courses = await seedDemoCourses(handle.db);
    options.log.info(`Demo courses published: ${courses.created}.`);
  }
}
