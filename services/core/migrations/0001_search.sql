-- Search: weighted full-text (title A; category, description, tags B) and trigram suggestions.
CREATE EXTENSION IF NOT EXISTS pg_trgm;
--> statement-breakpoint
CREATE FUNCTION videos_search_vector_update() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  NEW.search_vector :=
    setweight(to_tsvector('english', coalesce(NEW.title, '')), 'A') ||
    setweight(to_tsvector('english', concat_ws(' ',
      NEW.assigned_category, NEW.subcategory, NEW.youtube_category_name,
      NEW.description, array_to_string(NEW.tags, ' '))), 'B');
  RETURN NEW;
END
$$;
--> statement-breakpoint
CREATE TRIGGER videos_search_vector BEFORE INSERT OR UPDATE OF title, description, tags, assigned_category, subcategory, youtube_category_name
  ON videos FOR EACH ROW EXECUTE FUNCTION videos_search_vector_update();
--> statement-breakpoint
CREATE INDEX videos_search_idx ON videos USING gin (search_vector) WHERE status = 'approved';
--> statement-breakpoint
CREATE INDEX videos_title_trgm_idx ON videos USING gin (lower(title) gin_trgm_ops) WHERE status = 'approved';
--> statement-breakpoint
CREATE INDEX videos_title_prefix_idx ON videos (lower(title) text_pattern_ops) WHERE status = 'approved';
