ALTER TABLE "bookings" DROP CONSTRAINT "bookings_state_known";--> statement-breakpoint
ALTER TABLE "bookings" DROP CONSTRAINT "bookings_cancelled_has_time";--> statement-breakpoint
ALTER TABLE "bookings" ADD COLUMN "reschedule_count" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "bookings" ADD COLUMN "invite_sequence" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "bookings" ADD CONSTRAINT "bookings_change_counts_nonnegative" CHECK ("bookings"."reschedule_count" >= 0 and "bookings"."invite_sequence" >= 0);--> statement-breakpoint
ALTER TABLE "bookings" ADD CONSTRAINT "bookings_state_known" CHECK ("bookings"."state" in ('booked', 'paid', 'cancelled', 'refunded', 'completed', 'no_show', 'forfeited'));--> statement-breakpoint
ALTER TABLE "bookings" ADD CONSTRAINT "bookings_cancelled_has_time" CHECK (("bookings"."cancelled_at" is not null) = ("bookings"."state" in ('cancelled', 'refunded', 'forfeited')));