-- The best-scored approved videos of every category at once: the whole site's Best First and the fill-ins
-- of a quiet week's popular list walked each category's part of video_ranks_best_idx (a dozen index scans
-- and a merge, 7 ms on a million videos, in every uncached watch page); this index gives them in order
-- from one scan (0.2 ms).
CREATE INDEX "video_ranks_score_idx" ON "video_ranks" USING btree ("score" DESC NULLS LAST,"video_id" DESC NULLS LAST);
