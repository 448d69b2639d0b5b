CREATE TABLE "payment_holds" (
	"booking_id" uuid PRIMARY KEY NOT NULL,
	"pay_by" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "waitlist_entries" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" text NOT NULL,
	"option_id" uuid NOT NULL,
	"appointment_date" date NOT NULL,
	"patient_name" text NOT NULL,
	"phone" text,
	"state" text DEFAULT 'waiting' NOT NULL,
	"doctor_id" uuid,
	"slot_start" time,
	"slot_end" time,
	"offer_expires_at" timestamp with time zone,
	"booking_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"position" bigint GENERATED ALWAYS AS IDENTITY (sequence name "waitlist_entries_position_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	CONSTRAINT "waitlist_entries_state_known" CHECK ("waitlist_entries"."state" in ('waiting', 'offered', 'booked', 'expired')),
	CONSTRAINT "waitlist_entries_offer_has_slot" CHECK ("waitlist_entries"."state" <> 'offered' or ("waitlist_entries"."doctor_id" is not null and "waitlist_entries"."slot_start" is not null and "waitlist_entries"."slot_end" is not null and "waitlist_entries"."offer_expires_at" is not null))
);
--> statement-breakpoint
ALTER TABLE "payment_holds" ADD CONSTRAINT "payment_holds_booking_id_bookings_id_fk" FOREIGN KEY ("booking_id") REFERENCES "public"."bookings"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "waitlist_entries" ADD CONSTRAINT "waitlist_entries_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "waitlist_entries" ADD CONSTRAINT "waitlist_entries_option_id_appointment_options_id_fk" FOREIGN KEY ("option_id") REFERENCES "public"."appointment_options"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "waitlist_entries" ADD CONSTRAINT "waitlist_entries_doctor_id_doctors_id_fk" FOREIGN KEY ("doctor_id") REFERENCES "public"."doctors"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "waitlist_entries" ADD CONSTRAINT "waitlist_entries_booking_id_bookings_id_fk" FOREIGN KEY ("booking_id") REFERENCES "public"."bookings"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "waitlist_entries_one_per_patient_day" ON "waitlist_entries" USING btree ("user_id","option_id","appointment_date") WHERE "waitlist_entries"."state" in ('waiting', 'offered');--> statement-breakpoint
CREATE UNIQUE INDEX "waitlist_entries_one_holder_per_slot" ON "waitlist_entries" USING btree ("doctor_id","appointment_date","slot_start") WHERE "waitlist_entries"."state" = 'offered';--> statement-breakpoint
CREATE INDEX "waitlist_entries_queue" ON "waitlist_entries" USING btree ("option_id","appointment_date","position") WHERE "waitlist_entries"."state" = 'waiting';--> statement-breakpoint
CREATE INDEX "waitlist_entries_by_user" ON "waitlist_entries" USING btree ("user_id");