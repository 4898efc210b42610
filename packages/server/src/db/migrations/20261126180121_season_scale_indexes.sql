-- Trigram indexes for the console's search (docs/speed.md#a-season-of-bookings) need pg_trgm: shipped with
-- PostgreSQL (a trusted extension since 13, so the database's owner may create it) and loaded by PGlite.
CREATE EXTENSION IF NOT EXISTS pg_trgm;--> statement-breakpoint
CREATE INDEX "customer_bookings_newest_idx" ON "customer_bookings" USING btree ("created_at","id");--> statement-breakpoint
CREATE INDEX "customer_bookings_status_newest_idx" ON "customer_bookings" USING btree ("status","created_at","id");--> statement-breakpoint
CREATE INDEX "customer_bookings_artist_jobs_idx" ON "customer_bookings" USING btree ("artist_id","status");--> statement-breakpoint
CREATE INDEX "customer_bookings_full_name_trgm_idx" ON "customer_bookings" USING gin ("full_name" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "customer_bookings_contact_number_trgm_idx" ON "customer_bookings" USING gin ("contact_number" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "customer_bookings_login_number_trgm_idx" ON "customer_bookings" USING gin ("login_number" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "customer_bookings_venue_address_trgm_idx" ON "customer_bookings" USING gin ("venue_address" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "customer_bookings_venue_pincode_trgm_idx" ON "customer_bookings" USING gin ("venue_pincode" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "artists_newest_idx" ON "artists" USING btree ("created_at","id");--> statement-breakpoint
CREATE INDEX "artists_full_name_trgm_idx" ON "artists" USING gin ("full_name" gin_trgm_ops);