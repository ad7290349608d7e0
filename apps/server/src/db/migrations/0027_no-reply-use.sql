-- Which no-reply follow-up a follow-up template suits: the composer picks 'first' ones for follow-up 1 and
-- 'last' ones for the last, and never offers a 'never' one (a thank-you is not a nudge). Existing rows: 'any'.
ALTER TABLE "email_templates" ADD COLUMN "no_reply_use" text DEFAULT 'any' NOT NULL;--> statement-breakpoint
ALTER TABLE "email_templates" ADD CONSTRAINT "email_templates_no_reply_use_check" CHECK ("email_templates"."no_reply_use" in ('any', 'first', 'last', 'never'));