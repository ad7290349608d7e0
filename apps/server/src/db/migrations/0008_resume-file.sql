ALTER TABLE "user_profiles" ADD COLUMN "resume_source_text" text;--> statement-breakpoint
ALTER TABLE "user_profiles" ADD COLUMN "resume_file_name" text;--> statement-breakpoint
ALTER TABLE "user_profiles" ADD COLUMN "resume_facts" jsonb;