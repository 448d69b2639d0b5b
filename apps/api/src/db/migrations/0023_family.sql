CREATE TABLE "patients" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"account_id" text NOT NULL,
	"relation" text NOT NULL,
	"name" text NOT NULL,
	"date_of_birth" date,
	"sex" text,
	"phone" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"removed_at" timestamp with time zone,
	CONSTRAINT "patients_relation_known" CHECK ("patients"."relation" in ('self', 'spouse', 'child', 'parent', 'sibling', 'other')),
	CONSTRAINT "patients_sex_known" CHECK ("patients"."sex" in ('female', 'male', 'other')),
	CONSTRAINT "patients_self_is_the_account" CHECK ("patients"."relation" <> 'self' or "patients"."id"::text = "patients"."account_id"),
	CONSTRAINT "patients_member_has_birth_and_sex" CHECK ("patients"."relation" = 'self' or "patients"."removed_at" is not null or ("patients"."date_of_birth" is not null and "patients"."sex" is not null))
);
--> statement-breakpoint
ALTER TABLE "users" DROP CONSTRAINT "users_sex_known";--> statement-breakpoint
DROP INDEX "bookings_one_per_patient_option_day";--> statement-breakpoint
DROP INDEX "consents_once_per_version";--> statement-breakpoint
DROP INDEX "waitlist_entries_one_per_patient_day";--> statement-breakpoint
ALTER TABLE "bookings" ADD COLUMN "patient_id" uuid;--> statement-breakpoint
ALTER TABLE "consents" ADD COLUMN "patient_id" uuid;--> statement-breakpoint
ALTER TABLE "reports" ADD COLUMN "patient_id" uuid;--> statement-breakpoint
ALTER TABLE "waitlist_entries" ADD COLUMN "patient_id" uuid;--> statement-breakpoint
-- Every account gets its own profile ('Myself') with the account's id, name, date of birth and
-- sex, and everything it holds becomes its own profile's: no id anybody holds changes.
INSERT INTO "patients" ("id", "account_id", "relation", "name", "date_of_birth", "sex", "created_at")
  SELECT "id"::uuid, "id", 'self', "name", "date_of_birth", "sex", "created_at" FROM "users";--> statement-breakpoint
UPDATE "bookings" SET "patient_id" = "user_id"::uuid WHERE "user_id" IS NOT NULL;--> statement-breakpoint
-- A booking whose account row is gone (none in practice: accounts are anonymised, not removed)
-- keeps a patient of its own, anonymised, so its clinical rows still name one.
INSERT INTO "users" ("id", "name", "email", "deleted_at")
  SELECT DISTINCT ON ("id") "id"::text, 'Deleted patient', "id"::text || '@deleted.invalid', now()
  FROM "bookings" WHERE "patient_id" IS NULL;--> statement-breakpoint
INSERT INTO "patients" ("id", "account_id", "relation", "name", "removed_at")
  SELECT "id", "id"::text, 'self', 'Deleted patient', now() FROM "bookings" WHERE "patient_id" IS NULL;--> statement-breakpoint
UPDATE "bookings" SET "patient_id" = "id" WHERE "patient_id" IS NULL;--> statement-breakpoint
UPDATE "consents" SET "patient_id" = "user_id"::uuid;--> statement-breakpoint
UPDATE "reports" SET "patient_id" = "user_id"::uuid;--> statement-breakpoint
UPDATE "waitlist_entries" SET "patient_id" = "user_id"::uuid;--> statement-breakpoint
ALTER TABLE "bookings" ALTER COLUMN "patient_id" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "consents" ALTER COLUMN "patient_id" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "reports" ALTER COLUMN "patient_id" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "waitlist_entries" ALTER COLUMN "patient_id" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "patients" ADD CONSTRAINT "patients_account_id_users_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "patients_one_self_per_account" ON "patients" USING btree ("account_id") WHERE "patients"."relation" = 'self';--> statement-breakpoint
CREATE INDEX "patients_by_account" ON "patients" USING btree ("account_id","created_at");--> statement-breakpoint
ALTER TABLE "bookings" ADD CONSTRAINT "bookings_patient_id_patients_id_fk" FOREIGN KEY ("patient_id") REFERENCES "public"."patients"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "consents" ADD CONSTRAINT "consents_patient_id_patients_id_fk" FOREIGN KEY ("patient_id") REFERENCES "public"."patients"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reports" ADD CONSTRAINT "reports_patient_id_patients_id_fk" FOREIGN KEY ("patient_id") REFERENCES "public"."patients"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "waitlist_entries" ADD CONSTRAINT "waitlist_entries_patient_id_patients_id_fk" FOREIGN KEY ("patient_id") REFERENCES "public"."patients"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "bookings_by_patient" ON "bookings" USING btree ("patient_id","appointment_date");--> statement-breakpoint
CREATE INDEX "reports_by_patient" ON "reports" USING btree ("patient_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "bookings_one_per_patient_option_day" ON "bookings" USING btree ("option_id","appointment_date","patient_id") WHERE "bookings"."state" in ('booked', 'paid');--> statement-breakpoint
CREATE UNIQUE INDEX "consents_once_per_version" ON "consents" USING btree ("patient_id","version");--> statement-breakpoint
CREATE UNIQUE INDEX "waitlist_entries_one_per_patient_day" ON "waitlist_entries" USING btree ("patient_id","option_id","appointment_date") WHERE "waitlist_entries"."state" in ('waiting', 'offered');--> statement-breakpoint
ALTER TABLE "users" DROP COLUMN "date_of_birth";--> statement-breakpoint
ALTER TABLE "users" DROP COLUMN "sex";--> statement-breakpoint
-- The per-patient overlap rule (services.md §2): a patient holds no two active bookings that
-- overlap; one account's two patients may.
ALTER TABLE "bookings" DROP CONSTRAINT "bookings_patient_free";--> statement-breakpoint
ALTER TABLE "bookings" ADD CONSTRAINT "bookings_patient_free" EXCLUDE USING gist (
  "patient_id" WITH =,
  tsrange("appointment_date" + "slot_start", "appointment_date" + "slot_end") WITH &&
) WHERE ("state" in ('booked', 'paid'));--> statement-breakpoint
-- An account's own profile is written with the account, and takes its name when that changes.
CREATE FUNCTION "patients_self_with_account"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    INSERT INTO "patients" ("id", "account_id", "relation", "name")
      VALUES (NEW."id"::uuid, NEW."id", 'self', NEW."name");
  ELSIF NEW."name" IS DISTINCT FROM OLD."name" THEN
    UPDATE "patients" SET "name" = NEW."name" WHERE "id" = NEW."id"::uuid;
  END IF;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER "patients_self_with_account" AFTER INSERT OR UPDATE OF "name" ON "users"
  FOR EACH ROW EXECUTE FUNCTION "patients_self_with_account"();--> statement-breakpoint
-- A slot offered to a waitlisted patient is theirs alone: now a patient, not an account, so the
-- same account's other patients cannot take it either (migration 0015's function, per patient).
CREATE OR REPLACE FUNCTION "slot_held_for_another"(
  "held_doctor" uuid, "held_day" date, "held_start" time, "held_end" time, "patient" text
) RETURNS boolean LANGUAGE plpgsql VOLATILE AS $$
BEGIN
  RETURN EXISTS (
    SELECT 1 FROM "waitlist_entries"
    WHERE "waitlist_entries"."state" = 'offered'
      AND "waitlist_entries"."patient_id"::text <> "patient"
      AND "waitlist_entries"."doctor_id" = "held_doctor"
      AND "waitlist_entries"."appointment_date" = "held_day"
      AND "waitlist_entries"."slot_start" < "held_end"
      AND "waitlist_entries"."slot_end" > "held_start");
END $$;