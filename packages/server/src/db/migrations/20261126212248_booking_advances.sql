CREATE TABLE "booking_advances" (
	"booking_id" uuid PRIMARY KEY NOT NULL,
	"amount" integer NOT NULL,
	"status" text DEFAULT 'due' NOT NULL,
	"utr" text,
	"claimed_at" timestamp with time zone,
	"received_at" timestamp with time zone,
	"note" text,
	"refund_utr" text,
	"refunded_at" timestamp with time zone,
	"created_at" timestamp with time zone NOT NULL,
	"updated_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "booking_advances" ADD CONSTRAINT "booking_advances_booking_id_customer_bookings_id_fk" FOREIGN KEY ("booking_id") REFERENCES "public"."customer_bookings"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "booking_advances_utr_idx" ON "booking_advances" USING btree ("utr") WHERE "booking_advances"."utr" is not null;--> statement-breakpoint
CREATE INDEX "booking_advances_status_idx" ON "booking_advances" USING btree ("status","updated_at");