CREATE TABLE "job_action_keys" (
	"key" uuid PRIMARY KEY NOT NULL,
	"artist_id" uuid NOT NULL,
	"booking_id" uuid NOT NULL,
	"action" text NOT NULL,
	"status" integer,
	"answer" jsonb,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "job_action_keys" ADD CONSTRAINT "job_action_keys_artist_id_artists_id_fk" FOREIGN KEY ("artist_id") REFERENCES "public"."artists"("id") ON DELETE cascade ON UPDATE no action;