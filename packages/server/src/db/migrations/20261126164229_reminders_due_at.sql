-- Reminders (docs/bookings.md#reminders): a text with a due time, and the state of one no longer needed.
ALTER TABLE "sms_outbox" ADD COLUMN "due_at" timestamp with time zone;--> statement-breakpoint
alter table sms_outbox drop constraint if exists sms_outbox_status_check;--> statement-breakpoint
alter table sms_outbox add constraint sms_outbox_status_check check (status in ('queued', 'sent', 'failed', 'cancelled'));
