-- Best match tests a startup's tag array up to a dozen times per row (the score, its filter, the pair tier);
-- computing string_to_array(lower(tag_list)) each time was half of a best-match page's time (decision 011).
-- The array is now stored beside the row, and the GIN index moves from the expression to the column.
DROP INDEX IF EXISTS "startups_match_tags_idx";--> statement-breakpoint
ALTER TABLE "startups" ADD COLUMN "match_tags" text[] GENERATED ALWAYS AS (string_to_array(lower(tag_list), ' ')) STORED NOT NULL;--> statement-breakpoint
CREATE INDEX "startups_match_tags_idx" ON "startups" USING gin ("match_tags");
