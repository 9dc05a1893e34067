-- "Best First" scores move out of the `videos` heap into a narrow table of their own: rewriting every score
-- (the first run after a deployment, or when the prior moves) no longer inserts into all of `videos`'
-- indexes. One row per approved video, kept in step with `videos` (status, category, subcategory) by the
-- triggers below; the score is written only by the scheduled quality-scores job (0 until first scored).
CREATE TABLE "video_ranks" (
	"video_id" bigint PRIMARY KEY NOT NULL,
	"category" text,
	"subcategory" text,
	"score" double precision DEFAULT 0 NOT NULL
);
--> statement-breakpoint
INSERT INTO "video_ranks" ("video_id", "category", "subcategory", "score")
  SELECT "id", "assigned_category", "subcategory", "quality_score" FROM "videos" WHERE "status" = 'approved';
--> statement-breakpoint
DROP INDEX "videos_approved_best_idx";--> statement-breakpoint
ALTER TABLE "video_ranks" ADD CONSTRAINT "video_ranks_video_id_videos_id_fk" FOREIGN KEY ("video_id") REFERENCES "public"."videos"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "video_ranks_best_idx" ON "video_ranks" USING btree ("category","score" DESC NULLS LAST,"video_id" DESC NULLS LAST);--> statement-breakpoint
ALTER TABLE "videos" DROP COLUMN "quality_score";
--> statement-breakpoint
-- New approved videos (one statement, however many rows: a bulk import stays set-based).
CREATE FUNCTION video_ranks_on_insert() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO video_ranks (video_id, category, subcategory)
    SELECT id, assigned_category, subcategory FROM new_rows WHERE status = 'approved'
  ON CONFLICT (video_id) DO UPDATE SET category = excluded.category, subcategory = excluded.subcategory;
  RETURN NULL;
END $$;
--> statement-breakpoint
-- A video approved, removed, sent back or moved: its rank row follows (a moved video keeps its score and
-- leaves its old category's Best First at once; a video that is no longer approved leaves it altogether).
CREATE FUNCTION video_ranks_on_update() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF NEW.status = 'approved' THEN
    INSERT INTO video_ranks (video_id, category, subcategory) VALUES (NEW.id, NEW.assigned_category, NEW.subcategory)
    ON CONFLICT (video_id) DO UPDATE SET category = excluded.category, subcategory = excluded.subcategory;
  ELSE
    DELETE FROM video_ranks WHERE video_id = NEW.id;
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER video_ranks_insert AFTER INSERT ON videos REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION video_ranks_on_insert();
--> statement-breakpoint
CREATE TRIGGER video_ranks_update AFTER UPDATE OF status, assigned_category, subcategory ON videos
  FOR EACH ROW WHEN (OLD.status IS DISTINCT FROM NEW.status
    OR OLD.assigned_category IS DISTINCT FROM NEW.assigned_category
    OR OLD.subcategory IS DISTINCT FROM NEW.subcategory)
  EXECUTE FUNCTION video_ranks_on_update();
--> statement-breakpoint
-- What a course's lessons need of their videos (approved?, id, length, still), read from the index alone:
-- My Learning sums up every started course's lessons, a few hundred random videos for a busy member.
CREATE INDEX "videos_lesson_facts_idx" ON "videos" USING btree ("id") INCLUDE ("status", "video_id", "duration_seconds", "thumbnail_url");
