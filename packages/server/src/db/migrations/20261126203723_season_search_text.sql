DROP INDEX "customer_bookings_full_name_trgm_idx";--> statement-breakpoint
DROP INDEX "customer_bookings_contact_number_trgm_idx";--> statement-breakpoint
DROP INDEX "customer_bookings_login_number_trgm_idx";--> statement-breakpoint
DROP INDEX "customer_bookings_venue_address_trgm_idx";--> statement-breakpoint
DROP INDEX "customer_bookings_venue_pincode_trgm_idx";--> statement-breakpoint
ALTER TABLE "customer_bookings" ADD COLUMN "search_text" text GENERATED ALWAYS AS (lower(full_name || chr(10) || coalesce(venue_address, '') || chr(10) || coalesce(venue_pincode, '') || chr(10) || contact_number || chr(10) || login_number)) STORED NOT NULL;--> statement-breakpoint
CREATE INDEX "customer_bookings_search_text_trgm_idx" ON "customer_bookings" USING gin ("search_text" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "customer_bookings_contact_number_idx" ON "customer_bookings" USING btree ("contact_number");