-- Search in both languages, and the word list that corrects typos.
--
-- 1. The search vector also carries a `simple` (language-neutral, unstemmed) copy of the title and of
--    the other fields, beside the English one: a Swahili title matches its whole words as written, and
--    English stemming keeps working ("learning" finds "learn"). Title words weigh A, the rest B.
-- 2. `title_words`: the distinct words of approved titles (4 letters or more, no digits or
--    punctuation) with how many approved videos have each in their title, kept exact by statement-level
--    triggers, as approved_counts is. Queries correct their misspelt words against it (trigram index).
CREATE OR REPLACE FUNCTION videos_search_vector_update() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  rest text := concat_ws(' ', NEW.assigned_category, NEW.subcategory, NEW.youtube_category_name,
    NEW.description, array_to_string(NEW.tags, ' '));
BEGIN
  NEW.search_vector :=
    setweight(to_tsvector('english', coalesce(NEW.title, '')), 'A') ||
    setweight(to_tsvector('simple', coalesce(NEW.title, '')), 'A') ||
    setweight(to_tsvector('english', rest), 'B') ||
    setweight(to_tsvector('simple', rest), 'B');
  RETURN NEW;
END
$$;
--> statement-breakpoint
-- The backfill changes no count: approved_counts' update trigger sits it out rather than comparing
-- every row's before and after.
ALTER TABLE videos DISABLE TRIGGER approved_counts_update;
--> statement-breakpoint
UPDATE videos SET search_vector =
  setweight(to_tsvector('english', coalesce(title, '')), 'A') ||
  setweight(to_tsvector('simple', coalesce(title, '')), 'A') ||
  setweight(to_tsvector('english', concat_ws(' ', assigned_category, subcategory, youtube_category_name,
    description, array_to_string(tags, ' '))), 'B') ||
  setweight(to_tsvector('simple', concat_ws(' ', assigned_category, subcategory, youtube_category_name,
    description, array_to_string(tags, ' '))), 'B');
--> statement-breakpoint
ALTER TABLE videos ENABLE TRIGGER approved_counts_update;
--> statement-breakpoint
CREATE FUNCTION title_words_of(title text) RETURNS SETOF text LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$
  SELECT w FROM unnest(tsvector_to_array(to_tsvector('simple', coalesce(title, '')))) AS w
  WHERE length(w) BETWEEN 4 AND 40 AND w !~ '[[:digit:][:punct:]]'
$$;
--> statement-breakpoint
CREATE TABLE title_words (
  word text PRIMARY KEY,
  videos integer NOT NULL
);
--> statement-breakpoint
INSERT INTO title_words (word, videos)
  SELECT w, count(*) FROM videos, title_words_of(title) AS w WHERE status = 'approved' GROUP BY w;
--> statement-breakpoint
CREATE INDEX title_words_trgm_idx ON title_words USING gin (word gin_trgm_ops);
--> statement-breakpoint
-- "Is any title word spelt starting like this?" for the word still being typed.
CREATE INDEX title_words_prefix_idx ON title_words (word text_pattern_ops);
--> statement-breakpoint
-- Titles that left the approved catalogue (`gone`) and entered it (`came`): their words' counts move
-- by one per title; a word no approved title has any more leaves the list.
CREATE FUNCTION title_words_apply(gone text[], came text[]) RETURNS void LANGUAGE plpgsql AS $$
DECLARE
  emptied text[];
BEGIN
  IF coalesce(cardinality(gone), 0) + coalesce(cardinality(came), 0) = 0 THEN
    RETURN;
  END IF;
  WITH delta AS (
    SELECT w, -1 AS d FROM unnest(gone) AS t, title_words_of(t) AS w
    UNION ALL
    SELECT w, 1 FROM unnest(came) AS t, title_words_of(t) AS w
  ), applied AS (
    INSERT INTO title_words AS tw (word, videos)
      SELECT w, sum(d) FROM delta GROUP BY w HAVING sum(d) <> 0
      ORDER BY w  -- the same lock order in every transaction, so concurrent changes cannot deadlock
    ON CONFLICT (word) DO UPDATE SET videos = tw.videos + excluded.videos
    RETURNING word, videos)
  SELECT array_agg(word) INTO emptied FROM applied WHERE videos <= 0;
  IF emptied IS NOT NULL THEN
    DELETE FROM title_words WHERE word = ANY (emptied) AND videos <= 0;
  END IF;
END
$$;
--> statement-breakpoint
CREATE FUNCTION title_words_on_insert() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM title_words_apply(NULL, (SELECT array_agg(title) FROM new_rows WHERE status = 'approved'));
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE FUNCTION title_words_on_delete() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM title_words_apply((SELECT array_agg(title) FROM old_rows WHERE status = 'approved'), NULL);
  RETURN NULL;
END
$$;
--> statement-breakpoint
-- Most updates (scores, vouchers, versions) change neither the status nor the title: they add nothing.
CREATE FUNCTION title_words_on_update() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  gone text[];
  came text[];
BEGIN
  SELECT array_agg(o.title) FILTER (WHERE o.status = 'approved'),
         array_agg(n.title) FILTER (WHERE n.status = 'approved')
    INTO gone, came
    FROM old_rows AS o JOIN new_rows AS n ON n.id = o.id
    WHERE (o.status = 'approved' OR n.status = 'approved')
      AND (o.status IS DISTINCT FROM n.status OR o.title IS DISTINCT FROM n.title);
  PERFORM title_words_apply(gone, came);
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER title_words_insert AFTER INSERT ON videos REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION title_words_on_insert();
--> statement-breakpoint
CREATE TRIGGER title_words_delete AFTER DELETE ON videos REFERENCING OLD TABLE AS old_rows
  FOR EACH STATEMENT EXECUTE FUNCTION title_words_on_delete();
--> statement-breakpoint
CREATE TRIGGER title_words_update AFTER UPDATE ON videos REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION title_words_on_update();
