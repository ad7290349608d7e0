-- The admin's Status filter "other" (neither verified nor pending) is rare: without an index of its own the
-- count scanned every startup (about 300 ms at 100,000 on PGlite). The repository writes the same predicate
-- with literal values, so the planner can match this partial index.
CREATE INDEX IF NOT EXISTS startups_other_status_created_at_idx ON startups (created_at, id)
  WHERE status NOT IN ('verified', 'pending');
