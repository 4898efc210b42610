ALTER TABLE "sms_outbox" ADD COLUMN "artist_id" uuid;--> statement-breakpoint
ALTER TABLE "sms_outbox" ADD CONSTRAINT "sms_outbox_artist_id_artists_id_fk" FOREIGN KEY ("artist_id") REFERENCES "public"."artists"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
-- The owner's alerts (OWNER_ALERT_NUMBERS) are a third kind of recipient.
ALTER TABLE "sms_outbox" DROP CONSTRAINT "sms_outbox_recipient_check";--> statement-breakpoint
ALTER TABLE "sms_outbox" ADD CONSTRAINT "sms_outbox_recipient_check" CHECK ("recipient" in ('customer', 'artist', 'owner'));
