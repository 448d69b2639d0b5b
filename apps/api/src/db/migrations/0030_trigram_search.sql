-- pg_trgm backs the medicine search's GIN indexes and its similarity ranking (decision 048).
CREATE EXTENSION IF NOT EXISTS pg_trgm;
