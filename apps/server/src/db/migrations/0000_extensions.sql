-- drizzle-kit does not emit CREATE EXTENSION; the trigram index on startups.name needs it first.
CREATE EXTENSION IF NOT EXISTS pg_trgm;
