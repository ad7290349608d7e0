CREATE TABLE "template_uses" (
	"user_id" uuid NOT NULL,
	"template_id" uuid NOT NULL,
	"day" date NOT NULL,
	CONSTRAINT "template_uses_user_id_template_id_day_pk" PRIMARY KEY("user_id","template_id","day")
);
--> statement-breakpoint
ALTER TABLE "template_uses" ADD CONSTRAINT "template_uses_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "template_uses" ADD CONSTRAINT "template_uses_template_id_email_templates_id_fk" FOREIGN KEY ("template_id") REFERENCES "public"."email_templates"("id") ON DELETE cascade ON UPDATE no action;