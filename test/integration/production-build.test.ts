/**
 * What the production image runs, checked without a container engine: the server build compiles
 * to JavaScript, and the compiled API and worker start with plain `node` (no TypeScript loader)
 * against the real PostgreSQL and Redis, from a working directory that is not the checkout.
 * A new, empty database makes the compiled API find the SQL migrations and the demo catalogue;
 * `GET /` makes it find the built web app. `npx tsx scripts/image-size.ts` does the same from a
 * production-only install (`npm ci --omit=dev`).
 */
import { spawnSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { buildServer, outdir, root } from '../../scripts/build-server.ts';
import { adminQuery, databaseUrl, uniqueName } from '../support/databases.ts';
import { startCompiled, type CompiledProcess } from '../support/compiled.ts';

const database = uniqueName('focustube_prod');
const running: CompiledProcess[] = [];
let cwd: string;
let settings: Record<string, string>;

beforeAll(async () => {
  if (!existsSync(path.join(root, 'web/dist/index.html'))) {
    const web = spawnSync('npm', ['run', 'build', '-w', 'web'], { cwd: root, stdio: 'inherit' });
    if (web.status !== 0) throw new Error('The web app did not build.');
  }
  await buildServer(() => undefined);
  await adminQuery(inject('postgresUrl'), `create database "${database}"`);
  // No .env and no .data of the checkout's: the compiled files must find everything from their own location.
  cwd = mkdtempSync(path.join(tmpdir(), 'focustube-prod-'));
  settings = {
    DATABASE_URL: databaseUrl(inject('postgresUrl'), database),
    REDIS_URL: inject('redisUrl'),
    REDIS_PREFIX: `test-prod-${randomBytes(4).toString('hex')}`,
    // 36 random bytes are 48 characters of base64, like `openssl rand -base64 36`.
    JWT_SECRET: randomBytes(36).toString('base64'),
    HOST: '127.0.0.1',
    PORT: '0',
    LOG_LEVEL: 'info',
    SEED_ON_EMPTY: 'true',
    WORKER_METRICS_PORT: '0',
    // No balancer to wait for.
    SHUTDOWN_DRAIN_MS: '0',
  };
}, 180_000);

afterAll(async () => {
  await Promise.all(running.map((p) => p.stop('SIGKILL')));
  await adminQuery(inject('postgresUrl'), `drop database if exists "${database}" with (force)`);
  if (cwd) rmSync(cwd, { recursive: true, force: true });
});

function start(script: string, args: string[] = []) {
  const process = startCompiled(root, script, { settings, cwd, args });
  running.push(process);
  return process;
}

describe('the server build', () => {
  it('is plain JavaScript: no TypeScript file or loader is imported', () => {
    const files = readdirSync(outdir).filter((f) => f.endsWith('.js'));
    expect(files).toEqual(expect.arrayContaining(['server.js', 'worker.js', 'create-admin.js']));
    for (const file of files) {
      const code = readFileSync(path.join(outdir, file), 'utf8');
      const specifiers = [...code.matchAll(/(?:\bfrom\s*|\bimport\s*\(\s*|\bimport\s+)"([^"]+)"/g)].map((m) => m[1]!);
      expect(specifiers.length, file).toBeGreaterThan(0);
      expect(
        specifiers.filter((s) => /\.[cm]?tsx?$/.test(s) || /^(tsx|@focustube\/)/.test(s)),
        file,
      ).toEqual([]);
    }
  });
});

describe('the compiled processes, run with plain node', () => {
  it('API: migrates and seeds a new database, then serves /api/health, /api/ready, the catalogue and the web app', async () => {
    const api = start('dist/server.js');
    const [, origin] = await api.waitFor(/Server listening at (http:\/\/127\.0\.0\.1:\d+)/, 120_000);
    expect(api.output()).toContain('Demo catalogue loaded');

    const health = await fetch(`${origin}/api/health`);
    expect(health.status).toBe(200);
    const ready = await fetch(`${origin}/api/ready`);
    expect(await ready.json()).toMatchObject({ status: 'ok' });
    const page = await fetch(`${origin}/api/approved/?categories=technology&page=1&page_size=5`);
    expect(page.status).toBe(200);
    expect(((await page.json()) as { results: unknown[] }).results).toHaveLength(5);

    const home = await fetch(`${origin}/`);
    expect(home.status).toBe(200);
    expect(home.headers.get('content-type')).toMatch(/^text\/html/);
    expect(await home.text()).toContain('<div id="root">');
    // Files served from inside npm packages (Swagger UI's) come from the production node_modules too.
    expect((await fetch(`${origin}/api/docs/static/index.html`)).status).toBe(200);

    expect(await api.stop('SIGTERM')).toEqual({ code: 0, signal: null });
  }, 150_000);

  it('create-admin: creates an admin (argon2, a native package, loads from node_modules)', async () => {
    const password = randomBytes(18).toString('base64');
    const run = start('dist/create-admin.js', ['--email', 'admin@example.com', '--password', password]);
    expect(await run.exited, run.output()).toEqual({ code: 0, signal: null });
    expect(run.output()).toContain('Created admin admin@example.com.');
  });

  it('worker: starts its queues on the migrated database and exits cleanly on SIGTERM', async () => {
    const worker = start('dist/worker.js');
    await worker.waitFor(/Workers ready on queues/);
    expect(await worker.stop('SIGTERM')).toEqual({ code: 0, signal: null });
    expect(worker.output()).toMatch(/SIGTERM received/);
  });
});
