/**
 * `npm test`: lint, formatting, type-check and the build (at the same time), then every test suite (unit,
 * integration against real PostgreSQL and Redis, end-to-end in Chromium), then the fault suite
 * (test/faults) on its own. Starts a private Redis if none answers, and says clearly what is missing
 * otherwise. Ends with one line: "N passed, N failed, N skipped".
 */
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, readdirSync, rmSync } from 'node:fs';
import { startPrivateRedis, type PrivateRedis } from '@focustube/core';
import { HEADLESS_SHELL_PATH, TEST_CHROMIUM_PATH } from '../test/support/browser.ts';
import { resolveTestServices } from '../test/support/services.ts';

const run = (command: string, args: string[], env: NodeJS.ProcessEnv = process.env) =>
  spawnSync(command, args, { stdio: 'inherit', env }).status === 0;

/** Runs `command`, keeping what it prints; resolves with whether it succeeded, what it printed and its seconds. */
function quietly(command: string, args: string[]): Promise<{ ok: boolean; output: string; seconds: number }> {
  const started = performance.now();
  return new Promise((resolve) => {
    const child = spawn(command, args, { stdio: ['ignore', 'pipe', 'pipe'] });
    let output = '';
    child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
    const done = (ok: boolean) => resolve({ ok, output, seconds: (performance.now() - started) / 1000 });
    child.once('error', (error) => ((output += `${error.message}\n`), done(false)));
    child.once('close', (code) => done(code === 0));
  });
}

/**
 * The checks before the tests, all at once: none reads what another writes (the build writes only dist/
 * and web/dist/, which lint, formatting and the type-check leave out), and each is mostly one process on
 * one core, so side by side they end sooner. Each one's output is printed whole, in this order.
 */
async function checks(steps: { title: string; command: string; args: string[] }[]) {
  const results = await Promise.all(steps.map((s) => quietly(s.command, s.args)));
  const failed: string[] = [];
  steps.forEach(({ title }, i) => {
    const { ok, output, seconds } = results[i]!;
    console.log(`\n▶ ${title} (${seconds.toFixed(1)} s)`);
    if (output) process.stdout.write(output.endsWith('\n') ? output : `${output}\n`);
    if (!ok) failed.push(title);
  });
  if (failed.length > 0) {
    console.log(`\n${failed.map((title) => `${title} failed.`).join('\n')}\n0 passed, ${failed.length} failed`);
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
  await checks([
    { title: 'Lint', command: 'npx', args: ['eslint', '.'] },
    { title: 'Formatting', command: 'npx', args: ['prettier', '--check', '.'] },
    { title: 'Type-check', command: 'npm', args: ['run', 'typecheck', '--silent'] },
    { title: 'Build the web app and the server', command: 'npm', args: ['run', 'build', '--silent'] },
  ]);

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
  if (!existsSync(TEST_CHROMIUM_PATH)) {
    console.error(
      '\nThe end-to-end tests need Chromium at /usr/bin/chromium (Debian: apt-get install chromium), or set CHROMIUM_PATH.\n0 passed, 1 failed',
    );
    process.exit(1);
  }
  if (TEST_CHROMIUM_PATH !== HEADLESS_SHELL_PATH && !env.CHROMIUM_PATH)
    console.log(
      `\nThe end-to-end tests drive ${TEST_CHROMIUM_PATH}; Chromium's headless shell (Debian: apt-get install chromium-headless-shell) runs them in about a quarter less time.`,
    );

  mkdirSync('.data', { recursive: true });
  console.log('\n▶ Tests');
  // Never the fault suite in this run, even with FOCUSTUBE_FAULTS=1 in the caller's environment.
  const main = suite('.data/test-report.json', [], { ...env, FOCUSTUBE_FAULTS: '0' });
  // The fault suite kills and restarts its own PostgreSQL, Redis, APIs and workers: after the others, on
  // its own, so neither slows the other down on a small machine.
  console.log('\n▶ Fault tests');
  const faults = suite('.data/test-report-faults.json', ['--project', 'faults'], { ...env, FOCUSTUBE_FAULTS: '1' });
  await privateRedis?.stop();
  const total = (key: keyof Results) => main.results[key] + faults.results[key];
  console.log(
    `\n${total('numPassedTests')} passed, ${total('numFailedTests') + main.unreported + faults.unreported} failed, ${total('numPendingTests') + total('numTodoTests')} skipped`,
  );
  process.exit(main.passed && faults.passed ? 0 : 1);
}

interface Results {
  numPassedTests: number;
  numFailedTests: number;
  numPendingTests: number;
  numTodoTests: number;
}

/** One vitest run with its JSON report; a run that failed without a failed test (a crash) counts one. */
function suite(report: string, args: string[], env: NodeJS.ProcessEnv) {
  rmSync(report, { force: true });
  const passed = run(
    'npx',
    ['vitest', 'run', ...args, '--reporter=default', '--reporter=json', `--outputFile.json=${report}`],
    env,
  );
  let results: Results = { numPassedTests: 0, numFailedTests: 0, numPendingTests: 0, numTodoTests: 0 };
  try {
    results = JSON.parse(readFileSync(report, 'utf8')) as Results;
  } catch {
    // No report, or a cut one (the run crashed): counted below as one failure.
  }
  return { passed, results, unreported: passed || results.numFailedTests > 0 ? 0 : 1 };
}

void main();
