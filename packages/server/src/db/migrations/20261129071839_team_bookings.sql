CREATE TABLE "booking_seats" (
	"booking_id" uuid NOT NULL,
	"seat" integer NOT NULL,
	"role" text NOT NULL,
	"state" text DEFAULT 'open' NOT NULL,
	"artist_id" uuid,
	"accepted_at" timestamp with time zone,
	CONSTRAINT "booking_seats_booking_id_seat_pk" PRIMARY KEY("booking_id","seat")
);
--> statement-breakpoint
ALTER TABLE "customer_bookings" ADD COLUMN "brides" integer DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE "customer_bookings" ADD COLUMN "team_size" integer DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE "customer_bookings" ADD COLUMN "team_short_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "customer_bookings" ADD COLUMN "team_short_by" integer;--> statement-breakpoint
ALTER TABLE "customer_bookings" ADD COLUMN "team_choice" text;--> statement-breakpoint
ALTER TABLE "artist_offers" ADD COLUMN "seat" integer;--> statement-breakpoint
ALTER TABLE "booking_seats" ADD CONSTRAINT "booking_seats_booking_id_customer_bookings_id_fk" FOREIGN KEY ("booking_id") REFERENCES "public"."customer_bookings"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "booking_seats" ADD CONSTRAINT "booking_seats_artist_id_artists_id_fk" FOREIGN KEY ("artist_id") REFERENCES "public"."artists"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "booking_seats_one_per_artist_idx" ON "booking_seats" USING btree ("booking_id","artist_id");--> statement-breakpoint
CREATE INDEX "booking_seats_artist_idx" ON "booking_seats" USING btree ("artist_id");