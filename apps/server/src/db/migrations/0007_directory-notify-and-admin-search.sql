-- Every app instance caches directory pages; each LISTENs on 'directory_changed' and drops its cache when a
-- statement changes what the directory shows, whoever wrote it (an admin on another instance, the CSV import,
-- a seed, psql). Statement-level, and NOTIFY folds identical notifications within a transaction, so a bulk
-- load sends one; the notification goes out at commit, never for a rolled-back change. views_count and
-- saves_count are left out: the cached pages do not show them, and views change on every detail visit.
CREATE OR REPLACE FUNCTION directory_changed_notify() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('directory_changed', '');
  RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER startups_directory_changed AFTER INSERT OR DELETE OR TRUNCATE ON startups
  FOR EACH STATEMENT EXECUTE FUNCTION directory_changed_notify();
--> statement-breakpoint
CREATE TRIGGER startups_directory_changed_update AFTER UPDATE OF
  name, description, website, sector, location, funding_round, funding_amount, funding_date, team_size,
  logo_url, is_hiring, is_trending, status, created_at, tag_list
  ON startups FOR EACH STATEMENT EXECUTE FUNCTION directory_changed_notify();
--> statement-breakpoint
CREATE TRIGGER startup_tags_directory_changed AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON startup_tags
  FOR EACH STATEMENT EXECUTE FUNCTION directory_changed_notify();
--> statement-breakpoint
-- The admin's "Search startups..." is a case-insensitive substring of name, sector or description: one trigram
-- index over the three joined (the expression must match admin-startups.repository.ts adminSearchText).
-- Without it a search scanned all 100,000 bench startups (230-310 ms); with it, 1-40 ms.
CREATE INDEX IF NOT EXISTS startups_admin_search_trgm_idx ON startups
  USING gin ((name || ' ' || coalesce(sector, '') || ' ' || coalesce(description, '')) gin_trgm_ops);
