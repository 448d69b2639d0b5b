CREATE TABLE "message_counts" (
	"counter" text NOT NULL,
	"period" text NOT NULL,
	"sent" integer NOT NULL,
	CONSTRAINT "message_counts_counter_period_pk" PRIMARY KEY("counter","period"),
	CONSTRAINT "message_counts_positive" CHECK ("message_counts"."sent" > 0)
);
--> statement-breakpoint
CREATE TABLE "returned_payments" (
	"transaction_id" text PRIMARY KEY NOT NULL,
	"booking_id" uuid NOT NULL,
	"provider" text NOT NULL,
	"amount_cents" integer NOT NULL,
	"currency" text NOT NULL,
	"bank_transaction_id" text,
	"reason" text NOT NULL,
	"refund_id" text,
	"refund_state" text DEFAULT 'requested' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "returned_payments_amount_positive" CHECK ("returned_payments"."amount_cents" > 0),
	CONSTRAINT "returned_payments_refund_state_known" CHECK ("returned_payments"."refund_state" in ('requested', 'pending', 'settled', 'cancelled')),
	CONSTRAINT "returned_payments_refund_has_id" CHECK (("returned_payments"."refund_id" is null) = ("returned_payments"."refund_state" = 'requested'))
);
--> statement-breakpoint
-- hand-written: today's per-number SMS counts carry over into the general counters (jobs/message-caps.ts).
INSERT INTO "message_counts" ("counter", "period", "sent")
  SELECT 'sms-number:' || "phone", "day"::text, "sent" FROM "sms_daily_counts";--> statement-breakpoint
ALTER TABLE "sms_daily_counts" DISABLE ROW LEVEL SECURITY;--> statement-breakpoint
DROP TABLE "sms_daily_counts" CASCADE;--> statement-breakpoint
ALTER TABLE "payments" DROP CONSTRAINT "payments_refund_state_known";--> statement-breakpoint
ALTER TABLE "payments" DROP CONSTRAINT "payments_refund_has_state";--> statement-breakpoint
ALTER TABLE "returned_payments" ADD CONSTRAINT "returned_payments_booking_id_bookings_id_fk" FOREIGN KEY ("booking_id") REFERENCES "public"."bookings"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "returned_payments_by_booking" ON "returned_payments" USING btree ("booking_id");--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_refund_state_known" CHECK ("payments"."refund_state" in ('requested', 'pending', 'settled', 'cancelled'));--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_refund_has_state" CHECK (("payments"."refund_id" is null) = ("payments"."refund_state" is null or "payments"."refund_state" = 'requested'));--> statement-breakpoint
-- hand-written: a mail or SMS job that ended without sending (past a cap, jobs/worker.ts `notDone`)
-- keeps why in last_error and shows unsent in the outbox views (schema.ts: outbox, smsOutbox).
CREATE OR REPLACE VIEW "outbox" AS
  SELECT "id", "payload" ->> 'to' AS "to", "payload" ->> 'subject' AS "subject",
    "payload" ->> 'text' AS "text", "payload" ->> 'html' AS "html",
    coalesce("payload" -> 'attachments', '[]'::jsonb) AS "attachments", "attempts",
    "run_at" AS "next_attempt_at",
    CASE WHEN "last_error" IS NULL THEN "done_at" END AS "sent_at", "last_error", "created_at"
  FROM "jobs" WHERE "kind" = 'mail';--> statement-breakpoint
CREATE OR REPLACE VIEW "sms_outbox" AS
  SELECT "id", "payload" ->> 'to' AS "to", "payload" ->> 'text' AS "text", "attempts",
    CASE WHEN "last_error" IS NULL THEN "done_at" END AS "sent_at", "last_error", "created_at"
  FROM "jobs" WHERE "kind" = 'sms';
