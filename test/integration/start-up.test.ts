/**
 * The API process as an operator starts it (`services/api/src/server.ts`): it reads `.env`, refuses
 * unsafe secrets with a message that says what to do, and a normal start prints nothing alarming.
 */
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, describe, expect, inject, it } from 'vitest';
import { freePort } from '@focustube/core';
import { createDatabaseFrom } from '../support/databases.ts';

const SERVER = fileURLToPath(new URL('../../services/api/src/server.ts', import.meta.url));
// Resolved from the repository: the server runs in a folder of its own.
const TSX = new URL('../../node_modules/tsx/dist/loader.mjs', import.meta.url).href;
const STRONG_SECRET = 'Vq8Xz3Lm0Rt6Yp2Ns9Kd4Hb7Jc1Wf5Ge8Ua3Oi6Ey0';
const dirs: string[] = [];
afterAll(() => {
  for (const dir of dirs) rmSync(dir, { recursive: true, force: true });
});

function tempDir(): string {
  const dir = mkdtempSync(path.join(tmpdir(), 'focustube-start-'));
  dirs.push(dir);
  return dir;
}

interface Started {
  output: () => string;
  exited: Promise<number | null>;
  stop(): Promise<number | null>;
}

/** Runs the API server in `cwd` with only the variables given (plus PATH), collecting what it prints. */
function startServer(cwd: string, env: Record<string, string>): Started {
  let output = '';
  const child = spawn(process.execPath, ['--import', TSX, SERVER], {
    cwd,
    env: { PATH: process.env.PATH, NODE_PATH: process.env.NODE_PATH, ...env },
  });
  child.stdout.on('data', (d: Buffer) => (output += d.toString()));
  child.stderr.on('data', (d: Buffer) => (output += d.toString()));
  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
  return {
    output: () => output,
    exited,
    stop: () => {
      child.kill('SIGTERM');
      return exited;
    },
  };
}

describe('starting the API on its own', () => {
  it('refuses a published JWT secret read from .env, and says how to make one', async () => {
    const cwd = tempDir();
    writeFileSync(
      path.join(cwd, '.env'),
      '# as copied from an old example\nJWT_SECRET=change-me-local-only-insecure-jwt-secret\nREDIS_URL=redis://127.0.0.1:1\n',
    );
    const server = startServer(cwd, {});
    expect(await server.exited).toBe(1);
    expect(server.output()).toMatch(/JWT_SECRET is a published or guessable value/);
    expect(server.output()).toMatch(/openssl rand -base64 48/);
  });

  it('refuses a networked database with a default password, and a missing JWT secret, in one message', async () => {
    const server = startServer(tempDir(), {
      DATABASE_URL: 'postgres://focustube:focustube@db.internal:5432/focustube',
      REDIS_URL: 'redis://127.0.0.1:1',
    });
    expect(await server.exited).toBe(1);
    expect(server.output()).toMatch(/2 problem\(s\)/);
    expect(server.output()).toMatch(/JWT_SECRET is not set/);
    expect(server.output()).toMatch(/DATABASE_URL's password is a default/);
  });

  it('starts quietly with its own Redis, answers, and on SIGTERM drains (readiness 503) before it stops', async () => {
    const created = await createDatabaseFrom(inject('postgresUrl'), inject('templateDatabase'));
    try {
      const port = await freePort();
      const cwd = tempDir();
      // Settings from .env, the shell's win: PORT comes from the environment.
      writeFileSync(path.join(cwd, '.env'), `JWT_SECRET=${STRONG_SECRET}\nPORT=1\n`);
      const server = startServer(cwd, {
        DATABASE_URL: created.url,
        DATA_DIR: path.join(cwd, 'data'),
        SEED_ON_EMPTY: 'false',
        SHUTDOWN_DRAIN_MS: '3000',
        PORT: String(port),
        HOST: '127.0.0.1',
      });
      await expect
        .poll(
          async () => {
            const res = await fetch(`http://127.0.0.1:${port}/api/health`).catch(() => null);
            return res?.status ?? server.output();
          },
          { timeout: 30_000, interval: 250 },
        )
        .toBe(200);
      const base = `http://127.0.0.1:${port}/api`;
      expect((await fetch(`${base}/ready`)).status).toBe(200);
      const exited = server.stop();
      // Draining: still answering, but telling the balancer to send new requests elsewhere.
      await expect
        .poll(async () => (await fetch(`${base}/ready`)).json(), { timeout: 1000, interval: 50 })
        .toMatchObject({ status: 'stopping' });
      expect((await fetch(`${base}/ready`)).status).toBe(503);
      expect((await fetch(`${base}/approved/?page=1`)).status).toBe(200);
      expect(await exited).toBe(0);
      const output = server.output();
      expect(output).not.toMatch(/Unhandled|ECONNREFUSED|Error:/);
      // Structured logs only (one JSON object per line) once the process is up.
      const lines = output.trim().split('\n');
      expect(lines.length).toBeGreaterThan(0);
      for (const line of lines) expect(() => JSON.parse(line), line).not.toThrow();
    } finally {
      await created.drop();
    }
  });
});
