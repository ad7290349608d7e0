ALTER TABLE "internships" ADD COLUMN "remote" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "internships" ADD COLUMN "stipend_min" integer;--> statement-breakpoint
ALTER TABLE "internships" ADD COLUMN "stipend_max" integer;--> statement-breakpoint
ALTER TABLE "internships" ADD COLUMN "duration_months" integer;--> statement-breakpoint
ALTER TABLE "internships" ADD COLUMN "deadline" date;--> statement-breakpoint
ALTER TABLE "internships" ADD COLUMN "apply_email" text;--> statement-breakpoint
CREATE INDEX "internships_status_deadline_idx" ON "internships" USING btree ("status","deadline");--> statement-breakpoint
CREATE INDEX "internships_updated_at_idx" ON "internships" USING btree ("updated_at" DESC NULLS LAST);--> statement-breakpoint
ALTER TABLE "internships" ADD CONSTRAINT "internships_stipend_check" CHECK (("internships"."stipend_min" is null) = ("internships"."stipend_max" is null) and "internships"."stipend_min" >= 0 and "internships"."stipend_max" >= "internships"."stipend_min");--> statement-breakpoint
ALTER TABLE "internships" ADD CONSTRAINT "internships_duration_check" CHECK ("internships"."duration_months" between 1 and 24);--> statement-breakpoint
ALTER TABLE "internships" ADD CONSTRAINT "internships_status_check" CHECK ("internships"."status" in ('active', 'closed', 'draft'));