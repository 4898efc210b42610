-- The day of the visit (docs/bookings.md#the-day-of-the-visit): the in_progress status (the check is
-- hand-written, as in 20261123154603), the start code, "on my way" and the calendar subscriptions.
alter table customer_bookings drop constraint if exists customer_bookings_status_check;--> statement-breakpoint
alter table customer_bookings add constraint customer_bookings_status_check
  check (status in ('new', 'confirmed', 'completed', 'cancelled', 'waitlisted', 'offered', 'in_progress'));--> statement-breakpoint
CREATE TABLE "calendar_feeds" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"artist_id" uuid,
	"admin_id" uuid,
	"secret_hash" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "calendar_feeds_artist_id_unique" UNIQUE("artist_id"),
	CONSTRAINT "calendar_feeds_admin_id_unique" UNIQUE("admin_id"),
	CONSTRAINT "calendar_feeds_secret_hash_unique" UNIQUE("secret_hash")
);
--> statement-breakpoint
ALTER TABLE "customer_bookings" ADD COLUMN "start_code" text;--> statement-breakpoint
ALTER TABLE "customer_bookings" ADD COLUMN "start_code_failures" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "customer_bookings" ADD COLUMN "on_my_way_on" text;--> statement-breakpoint
ALTER TABLE "calendar_feeds" ADD CONSTRAINT "calendar_feeds_artist_id_artists_id_fk" FOREIGN KEY ("artist_id") REFERENCES "public"."artists"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "calendar_feeds" ADD CONSTRAINT "calendar_feeds_admin_id_admins_id_fk" FOREIGN KEY ("admin_id") REFERENCES "public"."admins"("id") ON DELETE cascade ON UPDATE no action;