CREATE TABLE "consents" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" text NOT NULL,
	"version" text NOT NULL,
	"agreed_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "consultation_notes" (
	"booking_id" uuid PRIMARY KEY NOT NULL,
	"chief_complaint" text DEFAULT '' NOT NULL,
	"history" text DEFAULT '' NOT NULL,
	"examination" text DEFAULT '' NOT NULL,
	"diagnosis" text DEFAULT '' NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "prescriptions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"booking_id" uuid NOT NULL,
	"doctor_id" uuid NOT NULL,
	"version" integer NOT NULL,
	"code" text NOT NULL,
	"medicines" jsonb NOT NULL,
	"investigations" text DEFAULT '' NOT NULL,
	"advice" text DEFAULT '' NOT NULL,
	"follow_up_days" integer,
	"issued_at" timestamp with time zone DEFAULT now() NOT NULL,
	"replaced_at" timestamp with time zone,
	"replaced_by" uuid,
	CONSTRAINT "prescriptions_code_unique" UNIQUE("code"),
	CONSTRAINT "prescriptions_version_positive" CHECK ("prescriptions"."version" >= 1),
	CONSTRAINT "prescriptions_replaced_together" CHECK (("prescriptions"."replaced_at" is null) = ("prescriptions"."replaced_by" is null)),
	CONSTRAINT "prescriptions_follow_up" CHECK ("prescriptions"."follow_up_days" between 1 and 365),
	CONSTRAINT "prescriptions_medicines_list" CHECK (jsonb_typeof("prescriptions"."medicines") = 'array' and jsonb_array_length("prescriptions"."medicines") <= 30)
);
--> statement-breakpoint
CREATE TABLE "reports" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" text NOT NULL,
	"booking_id" uuid,
	"file_name" text NOT NULL,
	"content_type" text NOT NULL,
	"size_bytes" integer NOT NULL,
	"storage_name" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "reports_storage_name_unique" UNIQUE("storage_name"),
	CONSTRAINT "reports_type_known" CHECK ("reports"."content_type" in ('application/pdf', 'image/jpeg', 'image/png')),
	CONSTRAINT "reports_size" CHECK ("reports"."size_bytes" between 1 and 10485760)
);
--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "date_of_birth" date;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "sex" text;--> statement-breakpoint
ALTER TABLE "consents" ADD CONSTRAINT "consents_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "consultation_notes" ADD CONSTRAINT "consultation_notes_booking_id_bookings_id_fk" FOREIGN KEY ("booking_id") REFERENCES "public"."bookings"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "prescriptions" ADD CONSTRAINT "prescriptions_booking_id_bookings_id_fk" FOREIGN KEY ("booking_id") REFERENCES "public"."bookings"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "prescriptions" ADD CONSTRAINT "prescriptions_doctor_id_doctors_id_fk" FOREIGN KEY ("doctor_id") REFERENCES "public"."doctors"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "prescriptions" ADD CONSTRAINT "prescriptions_replaced_by_prescriptions_id_fk" FOREIGN KEY ("replaced_by") REFERENCES "public"."prescriptions"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reports" ADD CONSTRAINT "reports_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reports" ADD CONSTRAINT "reports_booking_id_bookings_id_fk" FOREIGN KEY ("booking_id") REFERENCES "public"."bookings"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "consents_once_per_version" ON "consents" USING btree ("user_id","version");--> statement-breakpoint
CREATE UNIQUE INDEX "prescriptions_version_per_booking" ON "prescriptions" USING btree ("booking_id","version");--> statement-breakpoint
CREATE UNIQUE INDEX "prescriptions_one_in_force" ON "prescriptions" USING btree ("booking_id") WHERE "prescriptions"."replaced_at" is null;--> statement-breakpoint
CREATE INDEX "reports_by_user" ON "reports" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE INDEX "audit_log_by_target" ON "audit_log" USING btree ("target_type","target_id","action");--> statement-breakpoint
ALTER TABLE "users" ADD CONSTRAINT "users_sex_known" CHECK ("users"."sex" in ('female', 'male', 'other'));--> statement-breakpoint
-- hand-written:
-- A correction marks the old prescription replaced by a new row that is inserted in the same
-- transaction, after the old one stops being the one in force (prescriptions_one_in_force): the
-- reference to the new row is checked at commit.
ALTER TABLE "prescriptions" DROP CONSTRAINT "prescriptions_replaced_by_prescriptions_id_fk";--> statement-breakpoint
ALTER TABLE "prescriptions" ADD CONSTRAINT "prescriptions_replaced_by_prescriptions_id_fk" FOREIGN KEY ("replaced_by") REFERENCES "public"."prescriptions"("id") DEFERRABLE INITIALLY DEFERRED;--> statement-breakpoint
-- An issued prescription is never edited or deleted; the one change allowed is marking it
-- replaced, once, with everything it says unchanged (docs/product/clinical-record.md §3).
CREATE FUNCTION "prescriptions_immutable"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'DELETE' THEN
    RAISE EXCEPTION 'An issued prescription cannot be deleted' USING ERRCODE = 'P0001', CONSTRAINT = 'prescriptions_immutable';
  END IF;
  IF OLD.replaced_at IS NULL AND NEW.replaced_at IS NOT NULL
     AND (NEW.id, NEW.booking_id, NEW.doctor_id, NEW.version, NEW.code, NEW.medicines,
          NEW.investigations, NEW.advice, NEW.follow_up_days, NEW.issued_at)
         IS NOT DISTINCT FROM
         (OLD.id, OLD.booking_id, OLD.doctor_id, OLD.version, OLD.code, OLD.medicines,
          OLD.investigations, OLD.advice, OLD.follow_up_days, OLD.issued_at) THEN
    RETURN NEW;
  END IF;
  RAISE EXCEPTION 'An issued prescription cannot be changed: issue a correction instead' USING ERRCODE = 'P0001', CONSTRAINT = 'prescriptions_immutable';
END;
$$;--> statement-breakpoint
CREATE TRIGGER "prescriptions_immutable" BEFORE UPDATE OR DELETE ON "prescriptions"
  FOR EACH ROW EXECUTE FUNCTION "prescriptions_immutable"();
