/**
 * `npx tsx scripts/image-size.ts [--no-build] [--no-smoke] [--keep]`: lays out in a temporary
 * directory what the runtime stage of infra/Dockerfile holds (a production-only install of the API's
 * and worker's dependencies, dist/, the migrations and demo catalogue, web/dist), prints its size,
 * then starts the compiled API and worker from there with plain `node` against the PostgreSQL and
 * Redis the tests use, and checks that they answer and stop cleanly. No container engine is needed,
 * so the base image's size is a published figure, not a measurement.
 */
import { execFileSync, spawnSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { cpSync, existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { buildServer, root } from './build-server.ts';
import { adminQuery, databaseUrl, uniqueName } from '../test/support/databases.ts';
import { resolveTestServices } from '../test/support/services.ts';
import { startCompiled } from '../test/support/compiled.ts';

/** Keep in step with infra/Dockerfile. */
export const MANIFESTS = [
  'package.json',
  'package-lock.json',
  'services/contracts/package.json',
  'services/core/package.json',
  'services/api/package.json',
  'services/worker/package.json',
  'web/package.json',
];
export const PRODUCTION_INSTALL = [
  'ci',
  '--omit=dev',
  '--ignore-scripts',
  '--no-audit',
  '--no-fund',
  '--workspace=services/api',
  '--workspace=services/worker',
];
/** npm keeps TypeScript as an optional peer (of valibot, for its types); nothing loads it at run time. */
export const REMOVED_AFTER_INSTALL = ['node_modules/typescript', 'node_modules/.bin/tsc', 'node_modules/.bin/tsserver'];
export const BUILT = ['dist', 'services/core/migrations', 'services/core/seed', 'web/dist'];

/** node:24-bookworm-slim for linux/amd64, not measured here (no container engine). */
const BASE_IMAGE_ESTIMATE =
  'node:24-bookworm-slim: about 75 MB to download and 220-230 MB unpacked (estimate from published figures; node:22-slim unpacks to 220 MB)';

const args = new Set(process.argv.slice(2));
const seconds = (since: number) => ((performance.now() - since) / 1000).toFixed(1);

function du(dir: string, apparent = false): number {
  if (!existsSync(dir)) return 0;
  const out = execFileSync('du', ['-s', '--block-size=1', ...(apparent ? ['--apparent-size'] : []), dir], {
    encoding: 'utf8',
  });
  return Number(out.split('\t')[0]);
}
/** VmRSS from /proc (Linux). */
function rss(pid: number | undefined): string {
  const status = pid && existsSync(`/proc/${pid}/status`) ? readFileSync(`/proc/${pid}/status`, 'utf8') : '';
  const kb = /VmRSS:\s+(\d+) kB/.exec(status)?.[1];
  return kb ? mb(Number(kb) * 1024) : 'unknown';
}
const mb = (bytes: number) => `${(bytes / 1_000_000).toFixed(1)} MB`;

async function main() {
  if (!args.has('--no-build')) {
    let started = performance.now();
    const web = spawnSync('npm', ['run', 'build', '--silent', '-w', 'web'], { cwd: root, stdio: 'ignore' });
    if (web.status !== 0) throw new Error('npm run build -w web failed.');
    console.log(`Web build: ${seconds(started)} s`);
    started = performance.now();
    await buildServer(() => undefined);
    console.log(`Server build: ${seconds(started)} s`);
  }

  const dir = mkdtempSync(path.join(tmpdir(), 'focustube-runtime-'));
  try {
    for (const file of MANIFESTS) {
      mkdirSync(path.dirname(path.join(dir, file)), { recursive: true });
      cpSync(path.join(root, file), path.join(dir, file));
    }
    const started = performance.now();
    const install = spawnSync('npm', PRODUCTION_INSTALL, { cwd: dir, encoding: 'utf8' });
    if (install.status !== 0) throw new Error(`npm ${PRODUCTION_INSTALL.join(' ')} failed:\n${install.stderr}`);
    console.log(`npm ${PRODUCTION_INSTALL.join(' ')}: ${seconds(started)} s`);
    for (const p of REMOVED_AFTER_INSTALL) rmSync(path.join(dir, p), { recursive: true, force: true });
    for (const part of BUILT) cpSync(path.join(root, part), path.join(dir, part), { recursive: true });

    const rows: [string, string[]][] = [
      // The root's and the workspaces' own (a workspace keeps a version that differs from the root's).
      [
        'node_modules (production)',
        MANIFESTS.filter((m) => m.endsWith('package.json')).map((m) => path.join(path.dirname(m), 'node_modules')),
      ],
      ['dist/ (compiled API, worker, create-admin)', ['dist']],
      ['web/dist (built web app)', ['web/dist']],
      ['migrations and demo catalogue', ['services/core/migrations', 'services/core/seed']],
    ];
    console.log('\nWhat the runtime stage adds to the base image:');
    for (const [label, parts] of rows) {
      const disk = parts.reduce((sum, p) => sum + du(path.join(dir, p)), 0);
      const bytes = parts.reduce((sum, p) => sum + du(path.join(dir, p), true), 0);
      console.log(`  ${label.padEnd(44)} ${mb(bytes).padStart(9)} (${mb(disk)} on disk)`);
    }
    console.log(`  ${'total'.padEnd(44)} ${mb(du(dir, true)).padStart(9)} (${mb(du(dir))} on disk)`);
    const gzipped = execFileSync('sh', ['-c', 'tar -cf - -C "$0" . | gzip -6 | wc -c', dir], { encoding: 'utf8' });
    console.log(`  ${'total as a gzipped tar (≈ layer download)'.padEnd(44)} ${mb(Number(gzipped)).padStart(9)}`);
    console.log(`Base image, ${BASE_IMAGE_ESTIMATE}.`);

    if (!args.has('--no-smoke')) await smoke(dir);
  } finally {
    if (args.has('--keep')) console.log(`Kept ${dir}`);
    else rmSync(dir, { recursive: true, force: true });
  }
}

/** The compiled API and worker, started from the production-only install. */
async function smoke(dir: string) {
  const services = await resolveTestServices();
  const database = uniqueName('focustube_image');
  await adminQuery(services.postgresUrl, `create database "${database}"`);
  const settings = {
    DATABASE_URL: databaseUrl(services.postgresUrl, database),
    REDIS_URL: services.redisUrl,
    REDIS_PREFIX: `image-size-${randomBytes(4).toString('hex')}`,
    JWT_SECRET: randomBytes(36).toString('base64'),
    HOST: '127.0.0.1',
    PORT: '0',
    WORKER_METRICS_PORT: '0',
  };
  const running: ReturnType<typeof startCompiled>[] = [];
  try {
    let started = performance.now();
    const api = startCompiled(dir, 'dist/server.js', { settings });
    running.push(api);
    const [, origin] = await api.waitFor(/Server listening at (http:\/\/127\.0\.0\.1:\d+)/, 120_000);
    const statuses = await Promise.all(
      ['/api/health', '/api/ready', '/', '/api/docs/static/index.html'].map(async (p) => {
        const res = await fetch(origin + p);
        return `${p} ${res.status}`;
      }),
    );
    console.log(
      `\nCompiled API from the production install: listening after ${seconds(started)} s (new database, migrated and seeded); ${statuses.join(', ')}`,
    );
    const worker = startCompiled(dir, 'dist/worker.js', { settings });
    running.push(worker);
    started = performance.now();
    await worker.waitFor(/Workers ready on queues/);
    console.log(`Compiled worker: ready after ${seconds(started)} s`);
    console.log(`Resident memory after start: API ${rss(api.child.pid)}, worker ${rss(worker.child.pid)}`);
    const [workerExit, apiExit] = await Promise.all([worker.stop('SIGTERM'), api.stop('SIGTERM')]);
    console.log(
      `SIGTERM: worker exited with ${workerExit.code ?? workerExit.signal}, API with ${apiExit.code ?? apiExit.signal}`,
    );
    const failed = statuses.some((s) => !s.endsWith(' 200')) || workerExit.code !== 0 || apiExit.code !== 0;
    if (failed) {
      console.error(`\nAPI output:\n${api.output()}\nWorker output:\n${worker.output()}`);
      process.exitCode = 1;
    }
  } finally {
    await Promise.all(running.map((p) => p.stop('SIGKILL')));
    await adminQuery(services.postgresUrl, `drop database if exists "${database}" with (force)`);
    await services.stop();
  }
}

await main();
