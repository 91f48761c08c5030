-- Trigram matching for Thai search (no spaces between words); the GIN indexes of later migrations use gin_trgm_ops.
CREATE EXTENSION IF NOT EXISTS pg_trgm;
