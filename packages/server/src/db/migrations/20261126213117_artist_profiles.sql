ALTER TABLE "artists" ADD COLUMN "profile_public" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "artists" ADD COLUMN "profile_slug" text;--> statement-breakpoint
ALTER TABLE "artists" ADD CONSTRAINT "artists_profile_slug_unique" UNIQUE("profile_slug");