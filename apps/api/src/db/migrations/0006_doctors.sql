CREATE TABLE "doctor_hours" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"doctor_id" uuid NOT NULL,
	"weekday" smallint NOT NULL,
	"starts_at" time NOT NULL,
	"ends_at" time NOT NULL,
	CONSTRAINT "doctor_hours_weekday" CHECK ("doctor_hours"."weekday" between 0 and 6),
	CONSTRAINT "doctor_hours_ends_after_start" CHECK ("doctor_hours"."ends_at" > "doctor_hours"."starts_at")
);
--> statement-breakpoint
CREATE TABLE "doctor_invitations" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"doctor_id" uuid NOT NULL,
	"token_hash" text NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"accepted_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "doctor_invitations_token_hash_unique" UNIQUE("token_hash")
);
--> statement-breakpoint
CREATE TABLE "doctor_time_off" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"doctor_id" uuid NOT NULL,
	"first_day" date NOT NULL,
	"last_day" date NOT NULL,
	"reason" text DEFAULT '' NOT NULL,
	CONSTRAINT "doctor_time_off_in_order" CHECK ("doctor_time_off"."last_day" >= "doctor_time_off"."first_day")
);
--> statement-breakpoint
ALTER TABLE "doctors" DROP CONSTRAINT "doctors_email_unique";--> statement-breakpoint
ALTER TABLE "appointment_options" DROP CONSTRAINT "appointment_options_has_slots";--> statement-breakpoint
ALTER TABLE "bookings" DROP CONSTRAINT "bookings_state_known";--> statement-breakpoint
ALTER TABLE "users" DROP CONSTRAINT "users_role_known";--> statement-breakpoint
DROP INDEX "bookings_one_per_slot";--> statement-breakpoint
ALTER TABLE "appointment_options" ADD COLUMN "slot_minutes" integer DEFAULT 30 NOT NULL;--> statement-breakpoint
ALTER TABLE "bookings" ADD COLUMN "doctor_id" uuid;--> statement-breakpoint
ALTER TABLE "bookings" ADD COLUMN "slot_end" time;--> statement-breakpoint
ALTER TABLE "doctors" ADD COLUMN "user_id" text;--> statement-breakpoint
ALTER TABLE "doctors" ADD COLUMN "bmdc_number" text;--> statement-breakpoint
ALTER TABLE "doctors" ADD COLUMN "qualifications" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "doctors" ADD COLUMN "experience_years" integer;--> statement-breakpoint
ALTER TABLE "doctors" ADD COLUMN "languages" text[] DEFAULT '{}'::text[] NOT NULL;--> statement-breakpoint
ALTER TABLE "doctors" ADD COLUMN "bio" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "doctors" ADD COLUMN "deleted_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "doctor_hours" ADD CONSTRAINT "doctor_hours_doctor_id_doctors_id_fk" FOREIGN KEY ("doctor_id") REFERENCES "public"."doctors"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "doctor_invitations" ADD CONSTRAINT "doctor_invitations_doctor_id_doctors_id_fk" FOREIGN KEY ("doctor_id") REFERENCES "public"."doctors"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "doctor_time_off" ADD CONSTRAINT "doctor_time_off_doctor_id_doctors_id_fk" FOREIGN KEY ("doctor_id") REFERENCES "public"."doctors"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "doctor_hours_by_weekday" ON "doctor_hours" USING btree ("weekday","doctor_id");--> statement-breakpoint
CREATE INDEX "doctor_invitations_by_doctor" ON "doctor_invitations" USING btree ("doctor_id");--> statement-breakpoint
CREATE INDEX "doctor_time_off_by_doctor" ON "doctor_time_off" USING btree ("doctor_id","last_day");--> statement-breakpoint
-- Bookings made before doctors had hours were half-hour slots of a treatment: each goes to its
-- treatment's first doctor (one is added for a treatment that has bookings but no doctor; the old
-- one-booking-per-slot rule means that doctor holds no two bookings at once).
INSERT INTO "doctors" ("name", "email", "specialty_id", "image")
  SELECT 'Doctor of ' || o."name", 'doctor-' || o."id" || '@sustho.invalid', o."id", '/images/doctor-default.svg'
  FROM "appointment_options" o
  WHERE EXISTS (SELECT 1 FROM "bookings" b WHERE b."option_id" = o."id")
    AND NOT EXISTS (SELECT 1 FROM "doctors" d WHERE d."specialty_id" = o."id");--> statement-breakpoint
UPDATE "bookings" b SET
  "slot_end" = b."slot_start" + interval '30 minutes',
  "doctor_id" = (SELECT d."id" FROM "doctors" d WHERE d."specialty_id" = b."option_id" ORDER BY d."created_at", d."id" LIMIT 1);--> statement-breakpoint
-- A patient could hold two treatments at the same time before: the later unpaid one is cancelled,
-- so the rule that a patient is never booked twice at once can hold from here on.
UPDATE "bookings" later SET "state" = 'cancelled', "cancelled_at" = now()
  WHERE later."state" = 'booked' AND EXISTS (
    SELECT 1 FROM "bookings" earlier
    WHERE earlier."user_id" = later."user_id" AND earlier."id" <> later."id"
      AND earlier."state" IN ('booked', 'paid')
      AND earlier."appointment_date" = later."appointment_date" AND earlier."slot_start" = later."slot_start"
      AND (earlier."state" = 'paid' OR earlier."created_at" < later."created_at" OR (earlier."created_at" = later."created_at" AND earlier."id" < later."id")));--> statement-breakpoint
ALTER TABLE "bookings" ALTER COLUMN "doctor_id" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "bookings" ALTER COLUMN "slot_end" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "bookings" ADD CONSTRAINT "bookings_doctor_id_doctors_id_fk" FOREIGN KEY ("doctor_id") REFERENCES "public"."doctors"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "doctors" ADD CONSTRAINT "doctors_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "bookings_by_doctor_day" ON "bookings" USING btree ("doctor_id","appointment_date");--> statement-breakpoint
CREATE UNIQUE INDEX "doctors_listed_email" ON "doctors" USING btree ("email") WHERE "doctors"."deleted_at" is null;--> statement-breakpoint
CREATE INDEX "doctors_by_treatment" ON "doctors" USING btree ("specialty_id");--> statement-breakpoint
ALTER TABLE "appointment_options" DROP COLUMN "slot_starts";--> statement-breakpoint
ALTER TABLE "doctors" ADD CONSTRAINT "doctors_user_id_unique" UNIQUE("user_id");--> statement-breakpoint
ALTER TABLE "appointment_options" ADD CONSTRAINT "appointment_options_slot_length" CHECK ("appointment_options"."slot_minutes" between 5 and 240);--> statement-breakpoint
ALTER TABLE "bookings" ADD CONSTRAINT "bookings_slot_ends_after_start" CHECK ("bookings"."slot_end" > "bookings"."slot_start");--> statement-breakpoint
ALTER TABLE "bookings" ADD CONSTRAINT "bookings_state_known" CHECK ("bookings"."state" in ('booked', 'paid', 'cancelled', 'refunded', 'completed', 'no_show'));--> statement-breakpoint
ALTER TABLE "doctors" ADD CONSTRAINT "doctors_bmdc_number_shape" CHECK ("doctors"."bmdc_number" ~ '^[A-Z]-[0-9]{1,8}$');--> statement-breakpoint
ALTER TABLE "doctors" ADD CONSTRAINT "doctors_experience_nonnegative" CHECK ("doctors"."experience_years" between 0 and 80);--> statement-breakpoint
ALTER TABLE "users" ADD CONSTRAINT "users_role_known" CHECK ("users"."role" in ('user', 'doctor', 'admin'));;--> statement-breakpoint
-- The double-booking rules over time ranges, which drizzle-kit cannot express: a doctor, and a
-- patient, holds no two active bookings that overlap. btree_gist lets `=` share a GiST index with
-- the range's `&&`; PostgreSQL ships it (a trusted extension) and PGlite loads it (db/client.ts).
CREATE EXTENSION IF NOT EXISTS btree_gist;--> statement-breakpoint
ALTER TABLE "bookings" ADD CONSTRAINT "bookings_doctor_free" EXCLUDE USING gist (
  "doctor_id" WITH =,
  tsrange("appointment_date" + "slot_start", "appointment_date" + "slot_end") WITH &&
) WHERE ("state" in ('booked', 'paid'));--> statement-breakpoint
ALTER TABLE "bookings" ADD CONSTRAINT "bookings_patient_free" EXCLUDE USING gist (
  "user_id" WITH =,
  tsrange("appointment_date" + "slot_start", "appointment_date" + "slot_end") WITH &&
) WHERE ("state" in ('booked', 'paid'));--> statement-breakpoint
ALTER TABLE "doctor_hours" ADD CONSTRAINT "doctor_hours_no_overlap" EXCLUDE USING gist (
  "doctor_id" WITH =,
  "weekday" WITH =,
  tsrange('2000-01-01'::date + "starts_at", '2000-01-01'::date + "ends_at") WITH &&
);
