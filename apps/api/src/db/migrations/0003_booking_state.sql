ALTER TABLE "bookings" DROP CONSTRAINT "bookings_status_known";--> statement-breakpoint
ALTER TABLE "bookings" DROP CONSTRAINT "bookings_paid_has_transaction";--> statement-breakpoint
DROP INDEX "bookings_one_per_slot";--> statement-breakpoint
DROP INDEX "bookings_one_per_patient_option_day";--> statement-breakpoint
DROP INDEX "bookings_active_by_date";--> statement-breakpoint
ALTER TABLE "bookings" ADD COLUMN "state" text DEFAULT 'booked' NOT NULL;--> statement-breakpoint
-- The state each booking's old columns described. A paid booking was refunded when it was cancelled
-- (decision 003), and a cancelled one keeps the time it was cancelled (its creation time if none was kept).
UPDATE "bookings" SET "state" = CASE
  WHEN "status" = 'active' AND "paid" THEN 'paid'
  WHEN "status" = 'active' THEN 'booked'
  WHEN "paid" THEN 'refunded'
  ELSE 'cancelled'
END;--> statement-breakpoint
UPDATE "bookings" SET "cancelled_at" = CASE WHEN "status" = 'active' THEN NULL ELSE coalesce("cancelled_at", "created_at") END;--> statement-breakpoint
CREATE UNIQUE INDEX "bookings_one_per_slot" ON "bookings" USING btree ("option_id","appointment_date","slot_start") WHERE "bookings"."state" in ('booked', 'paid');--> statement-breakpoint
CREATE UNIQUE INDEX "bookings_one_per_patient_option_day" ON "bookings" USING btree ("option_id","appointment_date","email") WHERE "bookings"."state" in ('booked', 'paid');--> statement-breakpoint
CREATE INDEX "bookings_active_by_date" ON "bookings" USING btree ("appointment_date") WHERE "bookings"."state" in ('booked', 'paid');--> statement-breakpoint
ALTER TABLE "bookings" DROP COLUMN "paid";--> statement-breakpoint
ALTER TABLE "bookings" DROP COLUMN "transaction_id";--> statement-breakpoint
ALTER TABLE "bookings" DROP COLUMN "status";--> statement-breakpoint
ALTER TABLE "payments" DROP COLUMN "refunded_at";--> statement-breakpoint
ALTER TABLE "bookings" ADD CONSTRAINT "bookings_state_known" CHECK ("bookings"."state" in ('booked', 'paid', 'cancelled', 'refunded'));--> statement-breakpoint
ALTER TABLE "bookings" ADD CONSTRAINT "bookings_cancelled_has_time" CHECK (("bookings"."cancelled_at" is not null) = ("bookings"."state" in ('cancelled', 'refunded')));