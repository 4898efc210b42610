CREATE TABLE "artist_offers" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"booking_id" uuid NOT NULL,
	"artist_id" uuid NOT NULL,
	"round" integer NOT NULL,
	"token_hash" text NOT NULL,
	"offered_at" timestamp with time zone NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"answer" text,
	"answered_at" timestamp with time zone,
	"reason" text,
	"note" text,
	CONSTRAINT "artist_offers_token_hash_unique" UNIQUE("token_hash")
);
--> statement-breakpoint
CREATE TABLE "owner_settings" (
	"key" text PRIMARY KEY NOT NULL,
	"value" jsonb NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "customer_bookings" ADD COLUMN "assignment_state" text;--> statement-breakpoint
ALTER TABLE "customer_bookings" ADD COLUMN "assignment_reason" text;--> statement-breakpoint
ALTER TABLE "artists" ADD COLUMN "offer_weight" smallint DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE "artists" ADD COLUMN "auto_accept" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "artist_offers" ADD CONSTRAINT "artist_offers_booking_id_customer_bookings_id_fk" FOREIGN KEY ("booking_id") REFERENCES "public"."customer_bookings"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "artist_offers" ADD CONSTRAINT "artist_offers_artist_id_artists_id_fk" FOREIGN KEY ("artist_id") REFERENCES "public"."artists"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "artist_offers_booking_artist_idx" ON "artist_offers" USING btree ("booking_id","artist_id");--> statement-breakpoint
CREATE UNIQUE INDEX "artist_offers_one_open_idx" ON "artist_offers" USING btree ("booking_id") WHERE "artist_offers"."answer" is null;--> statement-breakpoint
CREATE INDEX "artist_offers_open_expiry_idx" ON "artist_offers" USING btree ("expires_at") WHERE "artist_offers"."answer" is null;--> statement-breakpoint
CREATE INDEX "artist_offers_artist_time_idx" ON "artist_offers" USING btree ("artist_id","offered_at");--> statement-breakpoint
CREATE INDEX "customer_bookings_assignment_idx" ON "customer_bookings" USING btree ("assignment_state","created_at") WHERE "customer_bookings"."assignment_state" is not null;