-- Best match by place and stage without scoring every startup: each score level's candidates are found by the
-- tests the score itself makes. `location ilike '%pune%'` (a preferred place, one OR branch per spelling) uses
-- the trigram index; `lower(funding_round) like 'seed'` / `'series c%'` (a preferred stage: every pattern is a
-- whole word or a prefix) uses the text_pattern_ops btree. Both also give the planner statistics to estimate
-- how common a level is, so it walks the (trending, newest) index for a common one. About 2 MB and 0.7 MB at
-- 100,000 startups.
CREATE INDEX IF NOT EXISTS startups_location_trgm_idx ON startups USING gin (location gin_trgm_ops);
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS startups_funding_round_lower_idx ON startups (lower(funding_round) text_pattern_ops);
