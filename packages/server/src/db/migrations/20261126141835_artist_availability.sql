CREATE TABLE "artist_availability" (
	"artist_id" uuid PRIMARY KEY NOT NULL,
	"weekly" jsonb NOT NULL,
	"days_off" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"max_jobs_per_day" integer DEFAULT 1 NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "artist_availability_max_jobs" CHECK ("artist_availability"."max_jobs_per_day" between 1 and 3)
);
--> statement-breakpoint
ALTER TABLE "artist_availability" ADD CONSTRAINT "artist_availability_artist_id_artists_id_fk" FOREIGN KEY ("artist_id") REFERENCES "public"."artists"("id") ON DELETE cascade ON UPDATE no action;