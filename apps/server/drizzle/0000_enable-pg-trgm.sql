-- Trigram indexes make the product search's LIKE '%word%' fast (GIN gin_trgm_ops on search_text).
CREATE EXTENSION IF NOT EXISTS pg_trgm;
