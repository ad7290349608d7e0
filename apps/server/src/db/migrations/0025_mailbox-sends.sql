ALTER TABLE "outreach_sends" DROP CONSTRAINT "outreach_sends_channel_check";--> statement-breakpoint
ALTER TABLE "mailboxes" ADD COLUMN "daily_limit" integer DEFAULT 30 NOT NULL;--> statement-breakpoint
ALTER TABLE "mailboxes" ADD COLUMN "time_zone" text DEFAULT 'Asia/Kolkata' NOT NULL;--> statement-breakpoint
ALTER TABLE "startup_employees" ADD COLUMN "bounce_count" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "outreach_sends" ADD COLUMN "delivery" text;--> statement-breakpoint
ALTER TABLE "outreach_sends" ADD COLUMN "message_id" text;--> statement-breakpoint
ALTER TABLE "outreach_sends" ADD COLUMN "body" text;--> statement-breakpoint
ALTER TABLE "outreach_sends" ADD COLUMN "scheduled_for" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "outreach_sends" ADD COLUMN "failure_reason" text;--> statement-breakpoint
ALTER TABLE "outreach_sends" ADD COLUMN "thread_send_id" uuid;--> statement-breakpoint
ALTER TABLE "outreach_sends" ADD COLUMN "follow_up_index" integer;--> statement-breakpoint
ALTER TABLE "outreach_sends" ADD COLUMN "reply_snippet" text;--> statement-breakpoint
ALTER TABLE "outreach_sends" ADD COLUMN "reply_from" text;--> statement-breakpoint
ALTER TABLE "outreach_sends" ADD COLUMN "replied_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "outreach_sends" ADD COLUMN "possible_reply_from" text;--> statement-breakpoint
ALTER TABLE "outreach_sends" ADD COLUMN "possible_reply_snippet" text;--> statement-breakpoint
ALTER TABLE "outreach_sends" ADD COLUMN "possible_reply_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "outreach_sends" ADD COLUMN "auto_reply_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "outreach_sends" ADD CONSTRAINT "outreach_sends_thread_send_id_outreach_sends_id_fk" FOREIGN KEY ("thread_send_id") REFERENCES "public"."outreach_sends"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "outreach_sends_message_id_idx" ON "outreach_sends" USING btree ("message_id");--> statement-breakpoint
CREATE INDEX "outreach_sends_thread_idx" ON "outreach_sends" USING btree ("thread_send_id");--> statement-breakpoint
ALTER TABLE "outreach_sends" ADD CONSTRAINT "outreach_sends_delivery_check" CHECK (("outreach_sends"."channel" = 'mailbox') = ("outreach_sends"."delivery" is not null) and "outreach_sends"."delivery" in ('scheduled', 'sending', 'sent', 'failed', 'cancelled'));--> statement-breakpoint
ALTER TABLE "outreach_sends" ADD CONSTRAINT "outreach_sends_follow_up_index_check" CHECK ("outreach_sends"."follow_up_index" between 1 and 2);--> statement-breakpoint
ALTER TABLE "outreach_sends" ADD CONSTRAINT "outreach_sends_channel_check" CHECK ("outreach_sends"."channel" in ('mailto', 'gmail', 'copy', 'eml', 'mailbox'));