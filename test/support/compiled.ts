/**
 * Runs the compiled API or worker (dist/*.js) the way the production image does: plain `node` on
 * the file, with only the settings given. NODE_OPTIONS and every other variable of the calling
 * process are left out, so no TypeScript loader (tsx) can be in play.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync } from 'node:fs';
import path from 'node:path';

export interface CompiledProcess {
  child: ChildProcess;
  /** Everything the process printed so far (stdout and stderr together). */
  output(): string;
  /** Resolves with the first match of `pattern` in the output; rejects if the process exits first. */
  waitFor(pattern: RegExp, timeoutMs?: number): Promise<RegExpMatchArray>;
  /** Resolves with how the process ended, when it ends. */
  exited: Promise<{ code: number | null; signal: NodeJS.Signals | null }>;
  /** Sends `signal` and resolves with how the process ended. */
  stop(signal?: NodeJS.Signals, timeoutMs?: number): Promise<{ code: number | null; signal: NodeJS.Signals | null }>;
}

export function productionEnv(settings: Record<string, string>): Record<string, string> {
  return { PATH: process.env.PATH ?? '/usr/local/bin:/usr/bin:/bin', NODE_ENV: 'production', ...settings };
}

/** `node <script> [args]`, where script is relative to `root` (a checkout or a production install). */
export function startCompiled(
  root: string,
  script: string,
  { settings, cwd = root, args = [] }: { settings: Record<string, string>; cwd?: string; args?: string[] },
): CompiledProcess {
  const file = path.join(root, script);
  if (!existsSync(file)) throw new Error(`${file} is missing: run npm run build:server first.`);
  const child = spawn(process.execPath, [file, ...args], {
    cwd,
    env: productionEnv(settings),
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  const listeners = new Set<() => void>();
  const append = (chunk: Buffer) => {
    output += chunk.toString();
    for (const listener of listeners) listener();
  };
  child.stdout!.on('data', append);
  child.stderr!.on('data', append);
  const exited = new Promise<{ code: number | null; signal: NodeJS.Signals | null }>((resolve) =>
    child.once('exit', (code, signal) => resolve({ code, signal })),
  );

  return {
    child,
    exited,
    output: () => output,
    waitFor(pattern, timeoutMs = 60_000) {
      return new Promise((resolve, reject) => {
        const check = () => {
          const match = output.match(pattern);
          if (match) done(() => resolve(match));
        };
        const timer = setTimeout(
          () => done(() => reject(new Error(`No ${pattern} within ${timeoutMs} ms. Output:\n${output}`))),
          timeoutMs,
        );
        const done = (settle: () => void) => {
          clearTimeout(timer);
          listeners.delete(check);
          settle();
        };
        listeners.add(check);
        void exited.then(({ code, signal }) =>
          done(() => reject(new Error(`Exited (${code ?? signal}) before ${pattern}. Output:\n${output}`))),
        );
        check();
      });
    },
    async stop(signal = 'SIGTERM', timeoutMs = 15_000) {
      if (child.exitCode === null && child.signalCode === null) child.kill(signal);
      const timer = setTimeout(() => child.kill('SIGKILL'), timeoutMs);
      try {
        return await exited;
      } finally {
        clearTimeout(timer);
      }
    },
  };
}
