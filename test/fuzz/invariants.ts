/**
 * What must hold for every answer, whatever was sent: no 5xx; every 4xx a problem+json whose `detail`
 * a person can read; nothing changed in the database by a refused request; and an answer in time.
 */
import { sql } from 'drizzle-orm';
import type { Database } from '@focustube/core';

export const TIME_LIMIT_MS = 2000;

/** Details that say nothing to a person: a status's own title, or a framework's stock phrase. */
const UNHELPFUL = new Set(
  [
    'Bad Request',
    'Unauthorized',
    'Forbidden',
    'Not Found',
    'Method Not Allowed',
    'Conflict',
    'Payload Too Large',
    'Content Too Large',
    'Unsupported Media Type',
    'Too Many Requests',
    'Error',
    'Invalid input',
  ].map((t) => t.toLowerCase()),
);

/** A stack frame, an error class or code, or a value printed by mistake. */
const LEAKED_INTERNALS =
  /\n\s+at |\bat \S+ \(|node_modules|\.[cm]?[jt]s:\d+|\b(?:Type|Range|Reference|Syntax)Error\b|\bFST_\w+|\bERR_\w+|\[object Object\]|\bundefined\b|\bNaN\b|drizzle|Failed query|\bSQLSTATE\b/i;

export interface Answer {
  statusCode: number;
  headers: Record<string, unknown>;
  body: string;
}

/** The invariants one answer breaks, as sentences (empty when it keeps them all). */
export function brokenByAnswer(res: Answer, elapsedMs: number): string[] {
  const broken: string[] = [];
  if (res.statusCode >= 500) broken.push(`answered ${res.statusCode}: ${res.body.slice(0, 300)}`);
  if (elapsedMs > TIME_LIMIT_MS) broken.push(`took ${Math.round(elapsedMs)} ms (limit ${TIME_LIMIT_MS} ms)`);
  if (res.statusCode < 400) return broken;
  const type = String(res.headers['content-type'] ?? '');
  if (!type.startsWith('application/problem+json'))
    broken.push(`a ${res.statusCode} as "${type}", not application/problem+json: ${res.body.slice(0, 200)}`);
  let problem: { status?: unknown; title?: unknown; detail?: unknown };
  try {
    problem = JSON.parse(res.body) as typeof problem;
  } catch {
    broken.push(`a ${res.statusCode} whose body is not JSON: ${res.body.slice(0, 200)}`);
    return broken;
  }
  if (problem.status !== res.statusCode) broken.push(`problem.status ${String(problem.status)} ≠ ${res.statusCode}`);
  if (typeof problem.title !== 'string' || problem.title === '') broken.push('problem has no title');
  const detail = typeof problem.detail === 'string' ? problem.detail.trim() : '';
  if (!unreadable(detail)) return broken;
  broken.push(`a ${res.statusCode} whose detail a person cannot act on: ${JSON.stringify(problem.detail)}`);
  return broken;
}

/** Why a problem's detail is not a readable sentence, or null when it is one. */
export function unreadable(detail: string): string | null {
  if (detail.length < 12) return 'too short';
  if (UNHELPFUL.has(detail.replace(/[.!]$/, '').toLowerCase())) return 'a stock phrase';
  if (!/\p{L}{2,}\s+\p{L}{2,}/u.test(detail)) return 'not words';
  // What the caller sent may be quoted back ("No approved video has the id "…""): only our words count.
  if (LEAKED_INTERNALS.test(detail.replace(/"[^"]*"/g, '""'))) return 'internals';
  return null;
}

/** The tables a refused request must leave alone. */
const JOURNALED = [
  'videos',
  'users',
  'bookmarks',
  'watch_progress',
  'gift_claims',
  'moderation_log',
  'outbox',
  'contact_messages',
  'sources',
];

/**
 * Records every row inserted, deleted or actually changed in the tables that matter (each video's
 * status and version, the accounts, My List, progress, claims, the moderation log, the outbox,
 * contact messages, sources) in `fuzz_journal`, by triggers on this test database only. Reading
 * where the journal ends costs one index lookup, where a checksum of 8,000 videos costs ~20 ms.
 */
export async function startJournal(db: Database): Promise<void> {
  await db.execute(
    sql.raw(`
    create table fuzz_journal (id bigserial primary key, table_name text not null, operation text not null);
    create function fuzz_journal_change() returns trigger language plpgsql as $$
    begin
      if tg_op = 'UPDATE' and old is not distinct from new then return null; end if;
      insert into fuzz_journal (table_name, operation) values (tg_table_name, tg_op);
      return null;
    end $$;
    ${JOURNALED.map(
      (table) =>
        `create trigger fuzz_journal after insert or update or delete on ${table} for each row execute function fuzz_journal_change();`,
    ).join('\n')}`),
  );
}

/** Where the journal ends now. */
export async function journalEnd(db: Database): Promise<number> {
  const result = await db.execute(sql`select coalesce(max(id), 0) as id from fuzz_journal`);
  return Number((result as unknown as { rows: { id: string }[] }).rows[0]!.id);
}

/** The changes journaled after `position`, as "insert into users" lines. */
export async function changesAfter(db: Database, position: number): Promise<string[]> {
  const result = await db.execute(
    sql`select operation, table_name, count(*) as n from fuzz_journal where id > ${position} group by 1, 2`,
  );
  return (result as unknown as { rows: { operation: string; table_name: string; n: string }[] }).rows.map(
    (r) => `${r.operation.toLowerCase()} ${r.table_name} ×${r.n}`,
  );
}
