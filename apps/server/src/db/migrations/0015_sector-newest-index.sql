-- A search in one sector reads its relevance tiers one at a time in the chosen order; with the sector's rows
-- kept newest-last here, a dense tier ("ai" in Healthtech: 1,160 of 8,251 rows) is a backward walk that stops
-- after a page (≈ 190 rows) instead of a sort of every match (docs/decisions/011). It replaces the plain
-- sector index: equality on the leading column serves the same bitmaps and counts. About 4 MB at 100,000 startups.
DROP INDEX IF EXISTS "startups_sector_idx";--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "startups_sector_created_at_id_idx" ON "startups" USING btree ("sector","created_at","id");
