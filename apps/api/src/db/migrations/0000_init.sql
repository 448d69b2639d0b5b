CREATE TABLE "appointment_options" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"name" text NOT NULL,
	"service_id" uuid NOT NULL,
	"price_cents" integer NOT NULL,
	"slot_starts" time[] NOT NULL,
	CONSTRAINT "appointment_options_name_unique" UNIQUE("name"),
	CONSTRAINT "appointment_options_price_nonnegative" CHECK ("appointment_options"."price_cents" >= 0),
	CONSTRAINT "appointment_options_has_slots" CHECK (cardinality("appointment_options"."slot_starts") > 0)
);
--> statement-breakpoint
CREATE TABLE "blogs" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"title" text NOT NULL,
	"body" text NOT NULL,
	"published_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "bookings" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"option_id" uuid NOT NULL,
	"appointment_date" date NOT NULL,
	"slot_start" time NOT NULL,
	"patient_name" text NOT NULL,
	"email" text NOT NULL,
	"phone" text NOT NULL,
	"price_cents" integer NOT NULL,
	"paid" boolean DEFAULT false NOT NULL,
	"transaction_id" text,
	"status" text DEFAULT 'active' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"cancelled_at" timestamp with time zone,
	CONSTRAINT "bookings_status_known" CHECK ("bookings"."status" in ('active', 'cancelled')),
	CONSTRAINT "bookings_price_nonnegative" CHECK ("bookings"."price_cents" >= 0),
	CONSTRAINT "bookings_email_lowercase" CHECK ("bookings"."email" = lower("bookings"."email")),
	CONSTRAINT "bookings_paid_has_transaction" CHECK (not "bookings"."paid" or "bookings"."transaction_id" is not null)
);
--> statement-breakpoint
CREATE TABLE "contact_messages" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"name" text NOT NULL,
	"email" text NOT NULL,
	"phone" text NOT NULL,
	"message" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "doctors" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"name" text NOT NULL,
	"email" text NOT NULL,
	"specialty_id" uuid NOT NULL,
	"image" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "doctors_email_unique" UNIQUE("email"),
	CONSTRAINT "doctors_email_lowercase" CHECK ("doctors"."email" = lower("doctors"."email"))
);
--> statement-breakpoint
CREATE TABLE "payments" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"booking_id" uuid NOT NULL,
	"price_cents" integer NOT NULL,
	"transaction_id" text NOT NULL,
	"email" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"refund_id" text,
	"refunded_at" timestamp with time zone,
	CONSTRAINT "payments_booking_id_unique" UNIQUE("booking_id"),
	CONSTRAINT "payments_transaction_id_unique" UNIQUE("transaction_id"),
	CONSTRAINT "payments_price_positive" CHECK ("payments"."price_cents" > 0)
);
--> statement-breakpoint
CREATE TABLE "services" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"name" text NOT NULL,
	"description" text NOT NULL,
	"position" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "services_name_unique" UNIQUE("name")
);
--> statement-breakpoint
ALTER TABLE "appointment_options" ADD CONSTRAINT "appointment_options_service_id_services_id_fk" FOREIGN KEY ("service_id") REFERENCES "public"."services"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bookings" ADD CONSTRAINT "bookings_option_id_appointment_options_id_fk" FOREIGN KEY ("option_id") REFERENCES "public"."appointment_options"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "doctors" ADD CONSTRAINT "doctors_specialty_id_appointment_options_id_fk" FOREIGN KEY ("specialty_id") REFERENCES "public"."appointment_options"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_booking_id_bookings_id_fk" FOREIGN KEY ("booking_id") REFERENCES "public"."bookings"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "bookings_one_per_slot" ON "bookings" USING btree ("option_id","appointment_date","slot_start") WHERE "bookings"."status" = 'active';--> statement-breakpoint
CREATE UNIQUE INDEX "bookings_one_per_patient_option_day" ON "bookings" USING btree ("option_id","appointment_date","email") WHERE "bookings"."status" = 'active';--> statement-breakpoint
CREATE INDEX "bookings_active_by_date" ON "bookings" USING btree ("appointment_date") WHERE "bookings"."status" = 'active';--> statement-breakpoint
CREATE INDEX "bookings_by_email" ON "bookings" USING btree ("email","appointment_date");