CREATE TABLE "jobs" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"kind" text NOT NULL,
	"key" text,
	"payload" jsonb NOT NULL,
	"run_at" timestamp with time zone NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"done_at" timestamp with time zone,
	"last_error" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "jobs_attempts_nonnegative" CHECK ("jobs"."attempts" >= 0)
);
--> statement-breakpoint
CREATE TABLE "sms_daily_counts" (
	"phone" text NOT NULL,
	"day" date NOT NULL,
	"sent" integer NOT NULL,
	CONSTRAINT "sms_daily_counts_phone_day_pk" PRIMARY KEY("phone","day"),
	CONSTRAINT "sms_daily_counts_positive" CHECK ("sms_daily_counts"."sent" > 0)
);
--> statement-breakpoint
DROP TABLE "outbox" CASCADE;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "sms_reminders" boolean DEFAULT true NOT NULL;--> statement-breakpoint
CREATE UNIQUE INDEX "jobs_one_per_key" ON "jobs" USING btree ("key");--> statement-breakpoint
CREATE INDEX "jobs_due" ON "jobs" USING btree ("run_at") WHERE "jobs"."done_at" is null;--> statement-breakpoint
CREATE INDEX "jobs_by_kind" ON "jobs" USING btree ("kind","created_at");--> statement-breakpoint
-- hand-written: the mail and SMS jobs as their outboxes used to show them (schema.ts: outbox, smsOutbox).
CREATE VIEW "outbox" AS
  SELECT "id", "payload" ->> 'to' AS "to", "payload" ->> 'subject' AS "subject",
    "payload" ->> 'text' AS "text", "payload" ->> 'html' AS "html",
    coalesce("payload" -> 'attachments', '[]'::jsonb) AS "attachments", "attempts",
    "run_at" AS "next_attempt_at", "done_at" AS "sent_at", "last_error", "created_at"
  FROM "jobs" WHERE "kind" = 'mail';--> statement-breakpoint
CREATE VIEW "sms_outbox" AS
  SELECT "id", "payload" ->> 'to' AS "to", "payload" ->> 'text' AS "text", "attempts",
    "done_at" AS "sent_at", "last_error", "created_at"
  FROM "jobs" WHERE "kind" = 'sms';
