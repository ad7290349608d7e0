ALTER TABLE "startups" ADD COLUMN "linkedin_url" text;--> statement-breakpoint
ALTER TABLE "startups" ADD COLUMN "twitter_url" text;