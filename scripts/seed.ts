/** `npm run seed`: loads the category menus and the demo catalogue into the configured database; existing videos are kept. */
import {
  ConfigError,
  loadConfig,
  openDatabase,
  seedCategories,
  seedDemoCatalogue,
  seedDemoCourses,
} from '@focustube/core';

try {
  const config = loadConfig();
  const database = await openDatabase({ url: config.DATABASE_URL, dataDir: config.DATA_DIR });
  await database.migrate();
  await seedCategories(database.db);
  const result = await seedDemoCatalogue(database.db);
  console.log(
    `Read ${result.read} demo videos: ${result.inserted} new (${result.approved} approved), ${result.read - result.inserted} already present.`,
  );
  const courses = await seedDemoCourses(database.db);
  console.log(`Demo courses: ${courses.created} new.`);
  await database.close();
} catch (error) {
  console.error(error instanceof ConfigError ? error.message : error);
  process.exit(1);
}
