-- The waiting list (docs/bookings.md#waiting-list): two more statuses (the check is hand-written, as in
-- 20261123154603), when a booking joined the line and until when an offered place is held.
alter table customer_bookings drop constraint if exists customer_bookings_status_check;--> statement-breakpoint
alter table customer_bookings add constraint customer_bookings_status_check
  check (status in ('new', 'confirmed', 'completed', 'cancelled', 'waitlisted', 'offered'));--> statement-breakpoint
ALTER TABLE "customer_bookings" ADD COLUMN "waitlisted_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "customer_bookings" ADD COLUMN "offer_expires_at" timestamp with time zone;--> statement-breakpoint
-- The expiry sweep reads offers by their end.
create index customer_bookings_offer_idx on customer_bookings (offer_expires_at) where status = 'offered';
