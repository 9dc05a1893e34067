-- Exact counts of approved videos per category and subcategory, kept by statement-level triggers, so a
-- list's `count` is a sum over a few rows instead of a scan of the catalogue. '' stands for "none".
CREATE TABLE approved_counts (
  assigned_category text NOT NULL,
  subcategory text NOT NULL,
  n bigint NOT NULL,
  PRIMARY KEY (assigned_category, subcategory)
);
--> statement-breakpoint
INSERT INTO approved_counts
  SELECT coalesce(assigned_category, ''), coalesce(subcategory, ''), count(*)
  FROM videos WHERE status = 'approved' GROUP BY 1, 2;
--> statement-breakpoint
CREATE FUNCTION approved_counts_apply(delta_rows jsonb) RETURNS void LANGUAGE sql AS $$
  INSERT INTO approved_counts AS a (assigned_category, subcategory, n)
    SELECT d->>'c', d->>'s', sum((d->>'d')::bigint) FROM jsonb_array_elements(delta_rows) d
    GROUP BY 1, 2 HAVING sum((d->>'d')::bigint) <> 0
    ORDER BY 1, 2  -- the same lock order in every transaction, so concurrent changes cannot deadlock
  ON CONFLICT (assigned_category, subcategory) DO UPDATE SET n = a.n + excluded.n;
$$;
--> statement-breakpoint
CREATE FUNCTION approved_counts_on_insert() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM approved_counts_apply(coalesce((SELECT jsonb_agg(jsonb_build_object('c', coalesce(assigned_category, ''), 's', coalesce(subcategory, ''), 'd', 1))
    FROM new_rows WHERE status = 'approved'), '[]'));
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE FUNCTION approved_counts_on_delete() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM approved_counts_apply(coalesce((SELECT jsonb_agg(jsonb_build_object('c', coalesce(assigned_category, ''), 's', coalesce(subcategory, ''), 'd', -1))
    FROM old_rows WHERE status = 'approved'), '[]'));
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE FUNCTION approved_counts_on_update() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM approved_counts_apply(coalesce((SELECT jsonb_agg(x) FROM (
      SELECT jsonb_build_object('c', coalesce(assigned_category, ''), 's', coalesce(subcategory, ''), 'd', -1) AS x FROM old_rows WHERE status = 'approved'
      UNION ALL
      SELECT jsonb_build_object('c', coalesce(assigned_category, ''), 's', coalesce(subcategory, ''), 'd', 1) FROM new_rows WHERE status = 'approved'
    ) changes), '[]'));
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER approved_counts_insert AFTER INSERT ON videos REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION approved_counts_on_insert();
--> statement-breakpoint
CREATE TRIGGER approved_counts_delete AFTER DELETE ON videos REFERENCING OLD TABLE AS old_rows
  FOR EACH STATEMENT EXECUTE FUNCTION approved_counts_on_delete();
--> statement-breakpoint
CREATE TRIGGER approved_counts_update AFTER UPDATE ON videos REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION approved_counts_on_update();
