CREATE TABLE "bookmarks" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"startup_id" uuid,
	"internship_id" uuid,
	"note" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "bookmarks_one_target_check" CHECK (num_nonnulls("bookmarks"."startup_id", "bookmarks"."internship_id") = 1)
);
--> statement-breakpoint
CREATE TABLE "outreach_sends" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"startup_id" uuid,
	"employee_id" uuid,
	"template_id" uuid,
	"company" text NOT NULL,
	"contact_name" text,
	"contact_email" text NOT NULL,
	"template_title" text,
	"subject" text,
	"channel" text NOT NULL,
	"status" text DEFAULT 'sent' NOT NULL,
	"sent_at" timestamp with time zone DEFAULT now() NOT NULL,
	"status_updated_at" timestamp with time zone,
	"snoozed_until" timestamp with time zone,
	"followed_up_at" timestamp with time zone,
	CONSTRAINT "outreach_sends_channel_check" CHECK ("outreach_sends"."channel" in ('mailto', 'gmail', 'copy', 'eml')),
	CONSTRAINT "outreach_sends_status_check" CHECK ("outreach_sends"."status" in ('sent', 'replied', 'no_reply', 'bounced'))
);
--> statement-breakpoint
CREATE TABLE "outreach_settings" (
	"user_id" uuid PRIMARY KEY NOT NULL,
	"follow_up_after_days" integer DEFAULT 7 NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "outreach_settings_follow_up_after_days_check" CHECK ("outreach_settings"."follow_up_after_days" between 1 and 60)
);
--> statement-breakpoint
ALTER TABLE "internships" ADD COLUMN "saves_count" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "bookmarks" ADD CONSTRAINT "bookmarks_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bookmarks" ADD CONSTRAINT "bookmarks_startup_id_startups_id_fk" FOREIGN KEY ("startup_id") REFERENCES "public"."startups"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bookmarks" ADD CONSTRAINT "bookmarks_internship_id_internships_id_fk" FOREIGN KEY ("internship_id") REFERENCES "public"."internships"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "outreach_sends" ADD CONSTRAINT "outreach_sends_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "outreach_sends" ADD CONSTRAINT "outreach_sends_startup_id_startups_id_fk" FOREIGN KEY ("startup_id") REFERENCES "public"."startups"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "outreach_sends" ADD CONSTRAINT "outreach_sends_employee_id_startup_employees_id_fk" FOREIGN KEY ("employee_id") REFERENCES "public"."startup_employees"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "outreach_sends" ADD CONSTRAINT "outreach_sends_template_id_email_templates_id_fk" FOREIGN KEY ("template_id") REFERENCES "public"."email_templates"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "outreach_settings" ADD CONSTRAINT "outreach_settings_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "bookmarks_user_startup_unique" ON "bookmarks" USING btree ("user_id","startup_id");--> statement-breakpoint
CREATE UNIQUE INDEX "bookmarks_user_internship_unique" ON "bookmarks" USING btree ("user_id","internship_id");--> statement-breakpoint
CREATE INDEX "bookmarks_user_created_at_idx" ON "bookmarks" USING btree ("user_id","created_at" DESC NULLS LAST,"id");--> statement-breakpoint
CREATE INDEX "outreach_sends_user_sent_at_idx" ON "outreach_sends" USING btree ("user_id","sent_at" DESC NULLS LAST,"id");--> statement-breakpoint
CREATE INDEX "outreach_sends_user_contact_idx" ON "outreach_sends" USING btree ("user_id",lower("contact_email"),"sent_at");--> statement-breakpoint
CREATE INDEX "outreach_sends_user_startup_idx" ON "outreach_sends" USING btree ("user_id","startup_id","sent_at");--> statement-breakpoint
ALTER TABLE "internships" ADD CONSTRAINT "internships_saves_count_check" CHECK ("internships"."saves_count" >= 0);