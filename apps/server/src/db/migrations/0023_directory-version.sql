CREATE TABLE "directory_version" (
	"id" integer PRIMARY KEY DEFAULT 1 NOT NULL,
	"version" bigint DEFAULT 0 NOT NULL,
	CONSTRAINT "directory_version_one_row" CHECK ("directory_version"."id" = 1)
);
--> statement-breakpoint
INSERT INTO "directory_version" ("id", "version") VALUES (1, 0) ON CONFLICT DO NOTHING;
--> statement-breakpoint
-- The directory_changed triggers (0007) now also count the change: an instance's in-memory best-match index
-- compares this number with the one it was read at, so it never ranks a directory that has changed, whether
-- or not the notification has reached it. Inside the writing transaction: the new number is seen at commit.
CREATE OR REPLACE FUNCTION directory_changed_notify() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  UPDATE directory_version SET version = version + 1 WHERE id = 1;
  PERFORM pg_notify('directory_changed', '');
  RETURN NULL;
END;
$$;
