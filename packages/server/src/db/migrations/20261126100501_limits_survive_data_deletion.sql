CREATE TABLE "booking_limit_events" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "booking_limit_events_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"phone_hash" text NOT NULL,
	"created_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
-- Several live codes per number (one per send, each bound to its nonce). 0003 named the unique constraint
-- otp_codes_phone_key; drizzle-kit's snapshot calls it otp_codes_phone_unique.
ALTER TABLE "otp_codes" DROP CONSTRAINT IF EXISTS "otp_codes_phone_unique";--> statement-breakpoint
ALTER TABLE "otp_codes" DROP CONSTRAINT IF EXISTS "otp_codes_phone_key";--> statement-breakpoint
ALTER TABLE "otp_codes" ADD COLUMN "request_id" bigint;--> statement-breakpoint
-- Sends keep the number only as a keyed hash (computed by the server), so they outlive a deletion of the
-- data. Sends made before this migration get an empty hash: they still count for their address's limit,
-- and leave every limit within the hour.
ALTER TABLE "otp_requests" ADD COLUMN "phone_hash" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "otp_requests" ALTER COLUMN "phone_hash" DROP DEFAULT;--> statement-breakpoint
ALTER TABLE "otp_requests" ADD COLUMN "verified" boolean DEFAULT false NOT NULL;--> statement-breakpoint
CREATE INDEX "booking_limit_events_phone_hash_idx" ON "booking_limit_events" USING btree ("phone_hash","created_at");--> statement-breakpoint
CREATE INDEX "otp_codes_phone_idx" ON "otp_codes" USING btree ("phone","nonce_hash");--> statement-breakpoint
CREATE INDEX "otp_requests_phone_hash_idx" ON "otp_requests" USING btree ("phone_hash","created_at");--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "otp_requests_ip_idx" ON "otp_requests" USING btree ("ip","created_at");--> statement-breakpoint
ALTER TABLE "otp_requests" DROP COLUMN "phone";