/**
 * `npm run create-admin -- --email you@example.com [--password …] [--username …]`: creates an admin
 * account, or promotes the account that already uses this email. Without --password it reads
 * ADMIN_PASSWORD, so the password need not appear in the shell history.
 */
import { parseArgs } from 'node:util';
import { ensureAdmin } from '@focustube/api/accounts/first-admin';
import { ConfigError, loadConfig, openDatabase, prepareDatabase } from '@focustube/core';
import { emailSchema, passwordSchema } from '@focustube/contracts';

try {
  const { values } = parseArgs({
    options: { email: { type: 'string' }, password: { type: 'string' }, username: { type: 'string' } },
  });
  const config = loadConfig();
  const email = emailSchema.parse(values.email ?? config.ADMIN_EMAIL ?? '');
  const password = values.password ?? config.ADMIN_PASSWORD;
  const database = await openDatabase({ url: config.DATABASE_URL, dataDir: config.DATA_DIR });
  await prepareDatabase(database, { seedOnEmpty: false, log: console });
  const outcome = await ensureAdmin(database.db, {
    email,
    password: passwordSchema.parse(password ?? ''),
    username: values.username,
  });
  console.log(
    outcome === 'created'
      ? `Created admin ${email}.`
      : outcome === 'promoted'
        ? `${email} is now an admin.`
        : `${email} was already an admin.`,
  );
  await database.close();
} catch (error) {
  const message =
    error instanceof ConfigError
      ? error.message
      : error instanceof Error && 'issues' in error
        ? `Usage: npm run create-admin -- --email you@example.com --password 'a long password'\n${(error as { issues: { message: string }[] }).issues.map((i) => i.message).join('\n')}`
        : error;
  console.error(message);
  process.exit(1);
}
