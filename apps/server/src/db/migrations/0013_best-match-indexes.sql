-- Best match without scoring every startup. The tag array exactly as the score spells it (lower case, split
-- on spaces), so `tags && {the student's skill spellings}` finds the only rows that can score above what the
-- other criteria add up to; the repository scores just those. About 0.75 MB at 100,000 startups.
CREATE INDEX IF NOT EXISTS startups_match_tags_idx ON startups USING gin ((string_to_array(lower(tag_list), ' ')));
--> statement-breakpoint
-- The order among startups that match nothing (and for a student with no profile): trending, then newest.
CREATE INDEX IF NOT EXISTS startups_trending_created_at_id_idx ON startups (is_trending, created_at, id);
