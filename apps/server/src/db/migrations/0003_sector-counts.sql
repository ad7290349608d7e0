CREATE TABLE "startup_sector_counts" (
	"sector" text PRIMARY KEY NOT NULL,
	"count" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "startup_sector_counts_count_check" CHECK ("startup_sector_counts"."count" >= 0)
);
