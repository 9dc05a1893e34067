import { sql } from 'drizzle-orm';
import type { Database } from '@focustube/core';

/**
 * Typo tolerance, by the rule Meilisearch and Typesense use: a word of 5 letters or more may have one
 * typo, a word of 9 or more two; shorter words must be right. A typo is a letter added, dropped,
 * replaced, or two neighbours swapped.
 */
export function typosAllowed(word: string): number {
  const length = [...word].length;
  return length >= 9 ? 2 : length >= 5 ? 1 : 0;
}

/**
 * Edit distance with adjacent swaps counting one (optimal string alignment), over code points.
 * `prefix`: the distance to the closest *start* of `b` instead, for a word still being typed; `end`
 * says how many code points of `b` that start has.
 */
export function editDistance(a: string, b: string, prefix = false): { distance: number; end: number } {
  const s = [...a];
  const t = [...b];
  // rows[i][j]: distance between the first i letters of s and the first j of t.
  const rows: number[][] = [Array.from({ length: t.length + 1 }, (_, j) => j)];
  for (let i = 1; i <= s.length; i++) {
    const row = [i];
    for (let j = 1; j <= t.length; j++) {
      const cost = s[i - 1] === t[j - 1] ? 0 : 1;
      let d = Math.min(rows[i - 1]![j]! + 1, row[j - 1]! + 1, rows[i - 1]![j - 1]! + cost);
      if (i > 1 && j > 1 && s[i - 1] === t[j - 2] && s[i - 2] === t[j - 1]) d = Math.min(d, rows[i - 2]![j - 2]! + 1);
      row.push(d);
    }
    rows.push(row);
  }
  const last = rows[s.length]!;
  if (!prefix) return { distance: last[t.length]!, end: t.length };
  // The closest start of b; on a tie, the one whose length is nearest the typed word's.
  let end = 0;
  for (let j = 1; j <= t.length; j++) {
    if (last[j]! < last[end]! || (last[j] === last[end] && Math.abs(j - s.length) < Math.abs(end - s.length))) end = j;
  }
  return { distance: last[end]!, end };
}

/** A word of a query; `prefix` when it is still being typed (the last word of a suggestion query). */
export interface QueryWord {
  text: string;
  prefix: boolean;
}

/** Candidates fetched per misspelt word, most similar (trigrams) first, before the exact distance decides. */
const CANDIDATES = 40;
/**
 * Trigram similarity a candidate needs. pg_trgm's default of 0.3 misses real one-typo pairs of short
 * words ("hosue" and "house" share 2 of 10 trigrams: 0.2).
 */
const SIMILARITY = 0.2;

type Row = Record<string, unknown>;
const rowsOf = <T>(result: unknown) => (result as { rows: T[] }).rows;

const keyOf = (word: QueryWord) => `${word.prefix ? '>' : '='}${word.text}`;

/**
 * The correction of each word (null: keep it), from the words of approved titles (`title_words`): a word
 * that is a title word as typed (or the start of one, while typed) stays; another becomes the title word
 * within its allowed typos, nearest first, then the one most titles have (a typed word becomes the
 * start of that word). Words are lower case; words without an allowed typo stay as they are.
 */
export async function correctWords(db: Database, words: QueryWord[]): Promise<(string | null)[]> {
  const corrections = new Map<string, string>();
  const answer = () => words.map((word) => corrections.get(keyOf(word)) ?? null);
  const checked = new Map<string, QueryWord>();
  for (const word of words) {
    if (typosAllowed(word.text) === 0 || !/^\p{L}+$/u.test(word.text)) continue;
    if (!checked.has(keyOf(word))) checked.set(keyOf(word), word);
  }
  if (checked.size === 0) return answer();

  const wanted = [...checked.values()];
  const exact = wanted.filter((w) => !w.prefix).map((w) => w.text);
  const starts = wanted.filter((w) => w.prefix).map((w) => w.text);
  const likeEscape = (text: string) => text.replace(/[\\%_]/g, (c) => `\\${c}`);
  const known = new Set<string>();
  // Both questions in one round trip: words as typed, and starts of words (prefix index, one per start).
  const found = await db.execute(sql`
    select ${'='}::text || word as key from title_words
    where word in (select jsonb_array_elements_text(${JSON.stringify(exact)}::jsonb))
    ${sql.join(
      starts.map(
        (s) =>
          sql` union all select ${'>' + s}::text where exists (select 1 from title_words where word like ${likeEscape(s) + '%'})`,
      ),
    )}`);
  for (const row of rowsOf<{ key: string }>(found)) known.add(row.key);
  const misspelt = wanted.filter((w) => !known.has(keyOf(w)));
  if (misspelt.length === 0) return answer();

  const asked = misspelt.map((w, i) => ({ n: i + 1, typed: w.text, k: typosAllowed(w.text), prefix: w.prefix }));
  const candidates = await db.transaction(async (tx) => {
    await tx.execute(sql`select set_config('pg_trgm.similarity_threshold', ${String(SIMILARITY)}, true)`);
    return rowsOf<Row>(
      await tx.execute(sql`
        select q.n, c.word, c.videos
        from jsonb_to_recordset(${JSON.stringify(asked)}::jsonb) as q(n int, typed text, k int, prefix bool)
        cross join lateral (
          select word, videos from title_words
          where word % q.typed and length(word) >= length(q.typed) - q.k
            and (q.prefix or length(word) <= length(q.typed) + q.k)
          order by similarity(word, q.typed) desc, videos desc
          limit ${CANDIDATES}
        ) as c`),
    );
  });

  misspelt.forEach((word, index) => {
    const k = typosAllowed(word.text);
    let best: { text: string; distance: number; videos: number } | null = null;
    for (const row of candidates) {
      if (Number(row.n) !== index + 1) continue;
      const candidate = String(row.word);
      const { distance, end } = editDistance(word.text, candidate, word.prefix);
      if (distance === 0 || distance > k) continue;
      const text = word.prefix ? [...candidate].slice(0, end).join('') : candidate;
      const videos = Number(row.videos);
      if (!best || distance < best.distance || (distance === best.distance && videos > best.videos)) {
        best = { text, distance, videos };
      }
    }
    if (best) corrections.set(keyOf(word), best.text);
  });
  return answer();
}
