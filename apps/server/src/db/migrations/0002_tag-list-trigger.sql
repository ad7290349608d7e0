-- startups.tag_list mirrors startup_tags so the stored search_vector (a generated column) can include tags.
-- Statement-level triggers with transition tables: one UPDATE per statement, not one per tag row, so bulk
-- inserts stay fast; rows whose tag_list is already right are not rewritten. COLLATE "C": the same order on every
-- server locale, and the order JS sort() gives, so seeds can precompute tag_list and skip the rewrite.
CREATE OR REPLACE FUNCTION startups_refresh_tag_list(startup_ids uuid[]) RETURNS void
LANGUAGE sql AS $$
  UPDATE startups s
  SET tag_list = t.tag_list
  FROM (
    SELECT u.id,
      coalesce((SELECT string_agg(st.tag, ' ' ORDER BY st.tag COLLATE "C") FROM startup_tags st WHERE st.startup_id = u.id), '')
        AS tag_list
    FROM (SELECT DISTINCT unnest(startup_ids) AS id) u
  ) t
  WHERE s.id = t.id AND s.tag_list IS DISTINCT FROM t.tag_list;
$$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION startup_tags_sync_tag_list() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    PERFORM startups_refresh_tag_list(ARRAY(SELECT startup_id FROM new_rows));
  ELSIF TG_OP = 'DELETE' THEN
    PERFORM startups_refresh_tag_list(ARRAY(SELECT startup_id FROM old_rows));
  ELSE
    PERFORM startups_refresh_tag_list(ARRAY(SELECT startup_id FROM new_rows UNION SELECT startup_id FROM old_rows));
  END IF;
  RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER startup_tags_sync_tag_list_insert AFTER INSERT ON startup_tags
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION startup_tags_sync_tag_list();
--> statement-breakpoint
CREATE TRIGGER startup_tags_sync_tag_list_update AFTER UPDATE ON startup_tags
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION startup_tags_sync_tag_list();
--> statement-breakpoint
CREATE TRIGGER startup_tags_sync_tag_list_delete AFTER DELETE ON startup_tags
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION startup_tags_sync_tag_list();
