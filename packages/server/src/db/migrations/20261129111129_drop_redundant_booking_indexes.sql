-- Three indexes written by hand before Drizzle kept the table's, each covered by one it keeps: every
-- booking wrote all three for nothing (docs/speed.md#fifth-pass-what-one-statement-costs-issue-48).
-- (created_at desc): customer_bookings_newest_idx (created_at, id), read backwards for newest first.
DROP INDEX IF EXISTS "customer_bookings_created_at_idx";--> statement-breakpoint
-- (status, created_at desc): customer_bookings_status_newest_idx (status, created_at, id).
DROP INDEX IF EXISTS "customer_bookings_status_idx";--> statement-breakpoint
-- (artist_id) of confirmed bookings: customer_bookings_artist_jobs_idx (artist_id, status).
DROP INDEX IF EXISTS "customer_bookings_artist_idx";
