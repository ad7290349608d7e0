-- startup_sector_counts follows startups: statement-level triggers with transition tables add or subtract
-- per sector once per statement (a 5,000-row batch insert touches a dozen counter rows, not 5,000), and a
-- row-level trigger handles the rare change of one startup's sector. Counter rows are locked in sector
-- order (ORDER BY) so concurrent batches cannot deadlock on them.
-- Decrements are plain UPDATEs: an INSERT … ON CONFLICT would check its proposed (sector, -n) row against the
-- count >= 0 constraint before it ever reached the conflict.
CREATE OR REPLACE FUNCTION startup_sector_counts_add(delta_rows jsonb) RETURNS void
LANGUAGE sql AS $$
  UPDATE startup_sector_counts AS c SET count = c.count + d.n
  FROM jsonb_to_recordset(delta_rows) AS d(sector text, n integer)
  WHERE c.sector = d.sector AND d.n < 0;
  INSERT INTO startup_sector_counts AS c (sector, count)
  SELECT d.sector, d.n FROM jsonb_to_recordset(delta_rows) AS d(sector text, n integer)
  WHERE d.n > 0
  ORDER BY d.sector
  ON CONFLICT (sector) DO UPDATE SET count = c.count + excluded.count;
$$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION startups_sector_counts_statement() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    PERFORM startup_sector_counts_add(
      (SELECT coalesce(jsonb_agg(jsonb_build_object('sector', s, 'n', n)), '[]')
       FROM (SELECT coalesce(sector, '') AS s, count(*) AS n FROM new_rows GROUP BY 1) x));
  ELSE
    PERFORM startup_sector_counts_add(
      (SELECT coalesce(jsonb_agg(jsonb_build_object('sector', s, 'n', -n)), '[]')
       FROM (SELECT coalesce(sector, '') AS s, count(*) AS n FROM old_rows GROUP BY 1) x));
  END IF;
  RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION startups_sector_counts_row() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  IF OLD.sector IS DISTINCT FROM NEW.sector THEN
    PERFORM startup_sector_counts_add(jsonb_build_array(
      jsonb_build_object('sector', coalesce(OLD.sector, ''), 'n', -1),
      jsonb_build_object('sector', coalesce(NEW.sector, ''), 'n', 1)));
  END IF;
  RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER startups_sector_counts_insert AFTER INSERT ON startups
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION startups_sector_counts_statement();
--> statement-breakpoint
CREATE TRIGGER startups_sector_counts_delete AFTER DELETE ON startups
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION startups_sector_counts_statement();
--> statement-breakpoint
CREATE TRIGGER startups_sector_counts_update AFTER UPDATE OF sector ON startups
  FOR EACH ROW EXECUTE FUNCTION startups_sector_counts_row();
--> statement-breakpoint
INSERT INTO startup_sector_counts (sector, count)
SELECT coalesce(sector, ''), count(*) FROM startups GROUP BY 1
ON CONFLICT (sector) DO UPDATE SET count = excluded.count;
