import { sql } from 'drizzle-orm';
import { rowsOf, type Database } from '@focustube/core';
import { likeEscape } from '../like.ts';

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

/** Two-typo candidates fetched per word, most similar (trigrams) first, before the exact distance decides. */
const CANDIDATES = 40;
/**
 * Trigram similarity a two-typo candidate needs: two edits in a 9-letter word can leave 5 of its 11
 * trigrams (0.29, under pg_trgm's default of 0.3).
 */
const SIMILARITY = 0.25;
/** Sorts after any text that starts with the same letters (U+10FFFF): `start <= word < start + this`. */
const PAST_EVERY_LETTER = String.fromCodePoint(0x10ffff);
const LATIN = [...'abcdefghijklmnopqrstuvwxyz'];

/**
 * Every spelling one typo away from `word` (a letter dropped, swapped with the next, replaced or added),
 * over the Latin letters and the word's own. `rank` orders equally near spellings: same length first,
 * then longer, then shorter. For a word still being typed (`prefix`), a letter added at the end is no
 * typo (the word goes on), so those are left out.
 */
export function oneEditAway(word: string, prefix = false): { text: string; rank: number }[] {
  const s = [...word];
  const alphabet = [...new Set([...LATIN, ...s])];
  const found = new Map<string, number>();
  const add = (letters: string[], rank: number) => {
    const text = letters.join('');
    if (text !== word && (found.get(text) ?? 3) > rank) found.set(text, rank);
  };
  for (let i = 0; i < s.length; i++) {
    add([...s.slice(0, i), ...s.slice(i + 1)], 2);
    if (i + 1 < s.length) add([...s.slice(0, i), s[i + 1]!, s[i]!, ...s.slice(i + 2)], 0);
    for (const c of alphabet) if (c !== s[i]) add([...s.slice(0, i), c, ...s.slice(i + 1)], 0);
  }
  for (let i = 0; i <= (prefix ? s.length - 1 : s.length); i++) {
    for (const c of alphabet) add([...s.slice(0, i), c, ...s.slice(i)], 1);
  }
  return [...found].map(([text, rank]) => ({ text, rank }));
}

type Row = Record<string, unknown>;

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

  // One typo: every spelling one edit away, looked up exactly (btree) — a few hundred probes, where a
  // trigram search loose enough for short words reads tens of thousands of list entries.
  const probes = misspelt.flatMap((word, i) =>
    oneEditAway(word.text, word.prefix).map(({ text, rank }) => ({ n: i, v: text, rank, prefix: word.prefix })),
  );
  const hits = rowsOf<{ n: number; v: string; videos: number | string }>(
    await db.execute(sql`
      with q as (select * from jsonb_to_recordset(${JSON.stringify(probes)}::jsonb) as q(n int, v text, prefix bool))
      select q.n, q.v, t.videos from q join title_words as t on t.word = q.v where not q.prefix
      union all
      select q.n, q.v, s.videos from q cross join lateral (
        select max(videos) as videos from (
          select videos from title_words
          where word ~>=~ q.v and word ~<~ (q.v || ${PAST_EVERY_LETTER}::text) limit 20) as under
      ) as s
      where q.prefix and s.videos is not null`),
  );
  const rankOf = new Map(probes.map((p) => [`${p.n}|${p.v}`, p.rank]));
  misspelt.forEach((word, n) => {
    let best: { text: string; rank: number; videos: number } | null = null;
    for (const hit of hits) {
      if (Number(hit.n) !== n) continue;
      const rank = rankOf.get(`${n}|${hit.v}`) ?? 2;
      const videos = Number(hit.videos);
      if (!best || rank < best.rank || (rank === best.rank && videos > best.videos))
        best = { text: hit.v, rank, videos };
    }
    if (best) corrections.set(keyOf(word), best.text);
  });

  // Two typos (words of 9 letters or more) when one was not enough: title words sharing enough trigrams.
  const twice = misspelt.filter((word) => typosAllowed(word.text) === 2 && !corrections.has(keyOf(word)));
  if (twice.length === 0) return answer();
  const asked = twice.map((w, i) => ({ n: i + 1, typed: w.text, k: 2, prefix: w.prefix }));
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

  twice.forEach((word, index) => {
    let best: { text: string; distance: number; videos: number } | null = null;
    for (const row of candidates) {
      if (Number(row.n) !== index + 1) continue;
      const candidate = String(row.word);
      const { distance, end } = editDistance(word.text, candidate, word.prefix);
      if (distance === 0 || distance > 2) continue;
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
