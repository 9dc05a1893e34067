/**
 * `npm test`: lint, type-check, build the web app, then every test suite (unit, integration against
 * real PostgreSQL and Redis, end-to-end in Chromium). Starts a private Redis if none answers, and says
 * clearly what is missing otherwise. Ends with one line: "N passed, N failed, N skipped".
 */
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, readdirSync } from 'node:fs';
import { startPrivateRedis, type PrivateRedis } from '@focustube/core';
import { resolveTestServices } from '../test/support/services.ts';

const run = (command: string, args: string[], env: NodeJS.ProcessEnv = process.env) =>
  spawnSync(command, args, { stdio: 'inherit', env }).status === 0;

function step(title: string, command: string, args: string[]) {
  console.log(`\n▶ ${title}`);
  if (!run(command, args)) {
    console.log(`\n${title} failed.\n0 passed, 1 failed`);
    process.exit(1);
  }
}

/** PostgreSQL installed from Debian's packages but stopped: start its cluster. */
function startLocalPostgres() {
  if (!existsSync('/etc/postgresql')) return;
  for (const version of readdirSync('/etc/postgresql')) {
    spawnSync('pg_ctlcluster', ['--skip-systemctl-redirect', version, 'main', 'start'], { stdio: 'ignore' });
  }
}

async function main() {
  step('Lint', 'npx', ['eslint', '.']);
  step('Formatting', 'npx', ['prettier', '--check', '.']);
  step('Type-check', 'npm', ['run', 'typecheck', '--silent']);
  step('Build the web app and the server', 'npm', ['run', 'build', '--silent']);

  const env: NodeJS.ProcessEnv = { ...process.env };
  let privateRedis: PrivateRedis | null = null;
  try {
    await resolveTestServices(env);
  } catch {
    startLocalPostgres();
    if (!env.TEST_REDIS_URL) {
      privateRedis = await startPrivateRedis('.data/test');
      if (privateRedis) env.TEST_REDIS_URL = privateRedis.url;
    }
    try {
      await resolveTestServices(env);
    } catch (error) {
      console.error(`\n${(error as Error).message}\n0 passed, 1 failed`);
      process.exit(1);
    }
  }
  if (!existsSync(env.CHROMIUM_PATH ?? '/usr/bin/chromium')) {
    console.error(
      '\nThe end-to-end tests need Chromium at /usr/bin/chromium (Debian: apt-get install chromium), or set CHROMIUM_PATH.\n0 passed, 1 failed',
    );
    process.exit(1);
  }

  mkdirSync('.data', { recursive: true });
  const report = '.data/test-report.json';
  console.log('\n▶ Tests');
  const passed = run(
    'npx',
    ['vitest', 'run', '--reporter=default', '--reporter=json', `--outputFile.json=${report}`],
    env,
  );
  await privateRedis?.stop();
  const results = JSON.parse(readFileSync(report, 'utf8')) as {
    numPassedTests: number;
    numFailedTests: number;
    numPendingTests: number;
    numTodoTests: number;
  };
  const failed = results.numFailedTests + (passed || results.numFailedTests > 0 ? 0 : 1);
  console.log(
    `\n${results.numPassedTests} passed, ${failed} failed, ${results.numPendingTests + results.numTodoTests} skipped`,
  );
  process.exit(passed ? 0 : 1);
}

void main();
