-- Runs once, when the postgres service starts on an empty data volume.
-- Trigram indexes back title suggestions; the migrations also run this, so a database
-- created elsewhere (managed PostgreSQL) only needs a user allowed to create it.
CREATE EXTENSION IF NOT EXISTS pg_trgm;
