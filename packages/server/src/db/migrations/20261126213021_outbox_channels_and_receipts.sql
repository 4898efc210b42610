ALTER TABLE "sms_outbox" ADD COLUMN "variables" jsonb;--> statement-breakpoint
ALTER TABLE "sms_outbox" ADD COLUMN "channel" text DEFAULT 'sms' NOT NULL;--> statement-breakpoint
ALTER TABLE "sms_outbox" ADD COLUMN "provider_message_id" text;--> statement-breakpoint
ALTER TABLE "sms_outbox" ADD COLUMN "receipt_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "sms_outbox" ADD COLUMN "fallback_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "sms_outbox" ADD COLUMN "failed_at" timestamp with time zone;--> statement-breakpoint
CREATE INDEX "sms_outbox_provider_message_id_idx" ON "sms_outbox" USING btree ("provider_message_id");--> statement-breakpoint
CREATE INDEX "sms_outbox_whatsapp_waiting_idx" ON "sms_outbox" USING btree ("sent_at") WHERE "sms_outbox"."channel" = 'whatsapp' and "sms_outbox"."status" = 'sent';--> statement-breakpoint
-- By hand (drizzle-kit keeps no check constraints): receipts add 'delivered' and 'read'; a channel is one of two.
alter table sms_outbox drop constraint if exists sms_outbox_status_check;--> statement-breakpoint
alter table sms_outbox add constraint sms_outbox_status_check check (status in ('queued', 'sent', 'delivered', 'read', 'failed', 'cancelled'));--> statement-breakpoint
alter table sms_outbox add constraint sms_outbox_channel_check check (channel in ('sms', 'whatsapp'));
