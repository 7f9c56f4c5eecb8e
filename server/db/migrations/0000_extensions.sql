-- drizzle-kit does not write CREATE EXTENSION. pg_trgm powers the Uzbek-friendly search indexes;
-- gen_random_uuid() is built in since PostgreSQL 13.
CREATE EXTENSION IF NOT EXISTS pg_trgm;
