/**
 * The fault suite's figures: each test appends what it measured (events expected, received and repeated
 * per outage, seconds to ready again…) to one file, printed as a table once every file has run.
 */
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { TestProject } from 'vitest/node';

declare module 'vitest' {
  export interface ProvidedContext {
    faultFiguresFile: string;
  }
}

export default function setup(project: TestProject) {
  const dir = mkdtempSync(path.join(tmpdir(), 'focustube-fault-figures-'));
  const file = path.join(dir, 'figures.jsonl');
  writeFileSync(file, '');
  project.provide('faultFiguresFile', file);
  const started = Date.now();
  return () => {
    const rows = readFileSync(file, 'utf8')
      .split('\n')
      .filter(Boolean)
      .map((line) => JSON.parse(line) as { scenario: string } & Record<string, unknown>);
    rmSync(dir, { recursive: true, force: true });
    if (rows.length === 0) return;
    const lines = ['', 'Fault suite figures', '─────────────────────'];
    let scenario = '';
    for (const { scenario: name, ...figures } of rows) {
      if (name !== scenario) lines.push(`${name}:`);
      scenario = name;
      lines.push(
        '  ' +
          Object.entries(figures)
            .map(([k, v]) => `${k}=${typeof v === 'number' && !Number.isInteger(v) ? v.toFixed(2) : String(v)}`)
            .join('  '),
      );
    }
    lines.push(`suite wall time ${((Date.now() - started) / 1000).toFixed(0)} s`, '');
    console.log(lines.join('\n'));
  };
}
