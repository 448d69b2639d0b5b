CREATE TABLE "on_demand_declines" (
	"booking_id" uuid NOT NULL,
	"doctor_id" uuid NOT NULL
);
--> statement-breakpoint
CREATE TABLE "on_demand_doctors" (
	"doctor_id" uuid PRIMARY KEY NOT NULL,
	"online" boolean NOT NULL,
	"seen_at" timestamp with time zone NOT NULL,
	"free_since" timestamp with time zone NOT NULL,
	"offline_reason" text,
	CONSTRAINT "on_demand_doctors_reason_known" CHECK ("on_demand_doctors"."offline_reason" in ('offer_ran_out'))
);
--> statement-breakpoint
CREATE TABLE "on_demand_requests" (
	"booking_id" uuid PRIMARY KEY NOT NULL,
	"treatment_id" uuid NOT NULL,
	"patient_id" uuid NOT NULL,
	"symptoms" text,
	"state" text NOT NULL,
	"queued_at" timestamp with time zone,
	"expires_at" timestamp with time zone,
	"doctor_id" uuid,
	"offer_expires_at" timestamp with time zone,
	"accepted_at" timestamp with time zone,
	"doctor_left_at" timestamp with time zone,
	"finished_at" timestamp with time zone,
	"doctor_disconnected" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "on_demand_state_known" CHECK ("on_demand_requests"."state" in ('awaiting_payment', 'waiting', 'offered', 'accepted', 'finished', 'cancelled', 'expired')),
	CONSTRAINT "on_demand_doctor_while_offered_or_accepted" CHECK (("on_demand_requests"."doctor_id" is not null) = ("on_demand_requests"."state" in ('offered', 'accepted'))),
	CONSTRAINT "on_demand_offer_has_expiry" CHECK (("on_demand_requests"."offer_expires_at" is not null) = ("on_demand_requests"."state" = 'offered')),
	CONSTRAINT "on_demand_queued_once_paid" CHECK ("on_demand_requests"."state" in ('awaiting_payment', 'cancelled', 'expired') or ("on_demand_requests"."queued_at" is not null and "on_demand_requests"."expires_at" is not null)),
	CONSTRAINT "on_demand_symptoms_length" CHECK (char_length("on_demand_requests"."symptoms") <= 500)
);
--> statement-breakpoint
DROP INDEX "bookings_one_per_patient_option_day";--> statement-breakpoint
ALTER TABLE "bookings" ALTER COLUMN "doctor_id" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "bookings" ALTER COLUMN "appointment_date" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "bookings" ALTER COLUMN "slot_start" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "bookings" ALTER COLUMN "slot_end" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "appointment_options" ADD COLUMN "on_demand" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "bookings" ADD COLUMN "kind" text DEFAULT 'scheduled' NOT NULL;--> statement-breakpoint
ALTER TABLE "on_demand_declines" ADD CONSTRAINT "on_demand_declines_booking_id_on_demand_requests_booking_id_fk" FOREIGN KEY ("booking_id") REFERENCES "public"."on_demand_requests"("booking_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "on_demand_declines" ADD CONSTRAINT "on_demand_declines_doctor_id_doctors_id_fk" FOREIGN KEY ("doctor_id") REFERENCES "public"."doctors"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "on_demand_doctors" ADD CONSTRAINT "on_demand_doctors_doctor_id_doctors_id_fk" FOREIGN KEY ("doctor_id") REFERENCES "public"."doctors"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "on_demand_requests" ADD CONSTRAINT "on_demand_requests_booking_id_bookings_id_fk" FOREIGN KEY ("booking_id") REFERENCES "public"."bookings"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "on_demand_requests" ADD CONSTRAINT "on_demand_requests_treatment_id_appointment_options_id_fk" FOREIGN KEY ("treatment_id") REFERENCES "public"."appointment_options"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "on_demand_requests" ADD CONSTRAINT "on_demand_requests_patient_id_patients_id_fk" FOREIGN KEY ("patient_id") REFERENCES "public"."patients"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "on_demand_requests" ADD CONSTRAINT "on_demand_requests_doctor_id_doctors_id_fk" FOREIGN KEY ("doctor_id") REFERENCES "public"."doctors"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "on_demand_declines_once" ON "on_demand_declines" USING btree ("booking_id","doctor_id");--> statement-breakpoint
CREATE INDEX "on_demand_doctors_free" ON "on_demand_doctors" USING btree ("free_since") WHERE "on_demand_doctors"."online";--> statement-breakpoint
CREATE UNIQUE INDEX "on_demand_one_per_doctor" ON "on_demand_requests" USING btree ("doctor_id") WHERE "on_demand_requests"."state" in ('offered', 'accepted');--> statement-breakpoint
CREATE UNIQUE INDEX "on_demand_one_open_per_patient" ON "on_demand_requests" USING btree ("patient_id") WHERE "on_demand_requests"."state" in ('awaiting_payment', 'waiting', 'offered', 'accepted');--> statement-breakpoint
CREATE INDEX "on_demand_queue" ON "on_demand_requests" USING btree ("treatment_id","queued_at") WHERE "on_demand_requests"."state" in ('waiting', 'offered');--> statement-breakpoint
CREATE INDEX "on_demand_finished" ON "on_demand_requests" USING btree ("treatment_id","finished_at") WHERE "on_demand_requests"."state" = 'finished';--> statement-breakpoint
CREATE UNIQUE INDEX "bookings_one_per_patient_option_day" ON "bookings" USING btree ("option_id","appointment_date","patient_id") WHERE "bookings"."state" in ('booked', 'paid') and "bookings"."kind" = 'scheduled';--> statement-breakpoint
ALTER TABLE "bookings" ADD CONSTRAINT "bookings_kind_known" CHECK ("bookings"."kind" in ('scheduled', 'on_demand'));--> statement-breakpoint
ALTER TABLE "bookings" ADD CONSTRAINT "bookings_slot_all_or_none" CHECK (num_nulls("bookings"."doctor_id", "bookings"."appointment_date", "bookings"."slot_start", "bookings"."slot_end") in (0, 4));--> statement-breakpoint
ALTER TABLE "bookings" ADD CONSTRAINT "bookings_scheduled_has_slot" CHECK ("bookings"."kind" = 'on_demand' or "bookings"."doctor_id" is not null);--> statement-breakpoint
-- The per-patient overlap rule holds for a booking with a slot: consult now waits without one.
ALTER TABLE "bookings" DROP CONSTRAINT "bookings_patient_free";--> statement-breakpoint
ALTER TABLE "bookings" ADD CONSTRAINT "bookings_patient_free" EXCLUDE USING gist (
  "patient_id" WITH =,
  tsrange("appointment_date" + "slot_start", "appointment_date" + "slot_end") WITH &&
) WHERE ("state" in ('booked', 'paid') and "appointment_date" is not null);--> statement-breakpoint
-- The seed's on-demand treatments (services.md §3), for a database seeded before this migration.
UPDATE "appointment_options" SET "on_demand" = true
  WHERE "name" in ('General Physician Consultation', 'Child Health Check', 'Stress and Anxiety Counselling');
