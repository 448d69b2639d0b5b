CREATE TABLE "lab_collection_slots" (
	"date" date NOT NULL,
	"slot" text NOT NULL,
	"capacity" integer NOT NULL,
	"taken" integer NOT NULL,
	CONSTRAINT "lab_collection_slots_pk" PRIMARY KEY("date","slot"),
	CONSTRAINT "lab_collection_slots_taken" CHECK ("lab_collection_slots"."taken" between 0 and "lab_collection_slots"."capacity")
);
--> statement-breakpoint
CREATE TABLE "lab_order_events" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"order_id" uuid NOT NULL,
	"state" text NOT NULL,
	"reason" text,
	"at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "lab_order_events_state_known" CHECK ("lab_order_events"."state" in ('awaiting_payment', 'booked', 'sample_collected', 'result_ready', 'cancelled'))
);
--> statement-breakpoint
CREATE TABLE "lab_order_tests" (
	"order_id" uuid NOT NULL,
	"test_id" uuid NOT NULL,
	"position" integer NOT NULL,
	"price_cents" integer NOT NULL,
	CONSTRAINT "lab_order_tests_pk" PRIMARY KEY("order_id","test_id"),
	CONSTRAINT "lab_order_tests_price_nonnegative" CHECK ("lab_order_tests"."price_cents" >= 0)
);
--> statement-breakpoint
CREATE TABLE "lab_orders" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" text,
	"patient_id" uuid NOT NULL,
	"prescription_id" uuid,
	"state" text NOT NULL,
	"collection_type" text NOT NULL,
	"collection_date" date NOT NULL,
	"collection_slot" text,
	"address" jsonb,
	"payment" text NOT NULL,
	"tests_cents" integer NOT NULL,
	"collection_fee_cents" integer NOT NULL,
	"collection_discount_cents" integer NOT NULL,
	"total_cents" integer NOT NULL,
	"currency" text NOT NULL,
	"hold_until" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "lab_orders_id_currency" UNIQUE("id","currency"),
	CONSTRAINT "lab_orders_state_known" CHECK ("lab_orders"."state" in ('awaiting_payment', 'booked', 'sample_collected', 'result_ready', 'cancelled')),
	CONSTRAINT "lab_orders_collection_type_known" CHECK ("lab_orders"."collection_type" in ('home', 'lab')),
	CONSTRAINT "lab_orders_payment_known" CHECK ("lab_orders"."payment" in ('online', 'at_collection')),
	CONSTRAINT "lab_orders_currency_known" CHECK ("lab_orders"."currency" in ('USD', 'BDT')),
	CONSTRAINT "lab_orders_home_has_slot_and_address" CHECK (("lab_orders"."collection_type" = 'home') = ("lab_orders"."collection_slot" is not null) and ("lab_orders"."collection_type" = 'home') = ("lab_orders"."address" is not null)),
	CONSTRAINT "lab_orders_amounts" CHECK ("lab_orders"."tests_cents" >= 0 and "lab_orders"."collection_fee_cents" >= 0 and "lab_orders"."collection_discount_cents" >= 0 and "lab_orders"."total_cents" = "lab_orders"."tests_cents" + "lab_orders"."collection_fee_cents"),
	CONSTRAINT "lab_orders_hold_while_unpaid" CHECK ("lab_orders"."state" <> 'awaiting_payment' or "lab_orders"."hold_until" is not null)
);
--> statement-breakpoint
CREATE TABLE "lab_result_values" (
	"result_id" uuid NOT NULL,
	"test_id" uuid NOT NULL,
	"value_id" uuid NOT NULL,
	"number" numeric NOT NULL,
	"unit" text NOT NULL,
	"low" numeric,
	"high" numeric,
	"flag" text,
	CONSTRAINT "lab_result_values_pk" PRIMARY KEY("result_id","value_id"),
	CONSTRAINT "lab_result_values_flag_known" CHECK ("lab_result_values"."flag" in ('high', 'low'))
);
--> statement-breakpoint
CREATE TABLE "lab_results" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"order_id" uuid NOT NULL,
	"version" integer NOT NULL,
	"released_at" timestamp with time zone DEFAULT now() NOT NULL,
	"released_by" text,
	"replaced_at" timestamp with time zone,
	"pdf_storage_name" text,
	CONSTRAINT "lab_results_version_positive" CHECK ("lab_results"."version" >= 1)
);
--> statement-breakpoint
ALTER TABLE "payments" DROP CONSTRAINT "payments_one_target";--> statement-breakpoint
ALTER TABLE "returned_payments" DROP CONSTRAINT "returned_payments_one_target";--> statement-breakpoint
ALTER TABLE "sslcommerz_sessions" DROP CONSTRAINT "sslcommerz_sessions_one_target";--> statement-breakpoint
ALTER TABLE "payments" ADD COLUMN "lab_order_id" uuid;--> statement-breakpoint
ALTER TABLE "returned_payments" ADD COLUMN "lab_order_id" uuid;--> statement-breakpoint
ALTER TABLE "sslcommerz_sessions" ADD COLUMN "lab_order_id" uuid;--> statement-breakpoint
ALTER TABLE "lab_order_events" ADD CONSTRAINT "lab_order_events_order_id_lab_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."lab_orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lab_order_tests" ADD CONSTRAINT "lab_order_tests_order_id_lab_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."lab_orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lab_order_tests" ADD CONSTRAINT "lab_order_tests_test_id_lab_tests_id_fk" FOREIGN KEY ("test_id") REFERENCES "public"."lab_tests"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lab_orders" ADD CONSTRAINT "lab_orders_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lab_orders" ADD CONSTRAINT "lab_orders_patient_id_patients_id_fk" FOREIGN KEY ("patient_id") REFERENCES "public"."patients"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lab_orders" ADD CONSTRAINT "lab_orders_prescription_id_prescriptions_id_fk" FOREIGN KEY ("prescription_id") REFERENCES "public"."prescriptions"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lab_result_values" ADD CONSTRAINT "lab_result_values_result_id_lab_results_id_fk" FOREIGN KEY ("result_id") REFERENCES "public"."lab_results"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lab_result_values" ADD CONSTRAINT "lab_result_values_test_id_lab_tests_id_fk" FOREIGN KEY ("test_id") REFERENCES "public"."lab_tests"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lab_result_values" ADD CONSTRAINT "lab_result_values_value_id_lab_test_values_id_fk" FOREIGN KEY ("value_id") REFERENCES "public"."lab_test_values"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lab_results" ADD CONSTRAINT "lab_results_order_id_lab_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."lab_orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lab_results" ADD CONSTRAINT "lab_results_released_by_users_id_fk" FOREIGN KEY ("released_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "lab_order_events_by_order" ON "lab_order_events" USING btree ("order_id","at");--> statement-breakpoint
CREATE INDEX "lab_orders_by_patient" ON "lab_orders" USING btree ("patient_id","created_at");--> statement-breakpoint
CREATE INDEX "lab_orders_by_user" ON "lab_orders" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE INDEX "lab_orders_by_day" ON "lab_orders" USING btree ("collection_date","collection_slot");--> statement-breakpoint
CREATE INDEX "lab_result_values_by_value" ON "lab_result_values" USING btree ("value_id");--> statement-breakpoint
CREATE UNIQUE INDEX "lab_results_version_per_order" ON "lab_results" USING btree ("order_id","version");--> statement-breakpoint
CREATE UNIQUE INDEX "lab_results_one_in_force" ON "lab_results" USING btree ("order_id") WHERE "lab_results"."replaced_at" is null;--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_lab_order_id_lab_orders_id_fk" FOREIGN KEY ("lab_order_id") REFERENCES "public"."lab_orders"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_in_lab_order_currency" FOREIGN KEY ("lab_order_id","currency") REFERENCES "public"."lab_orders"("id","currency") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "returned_payments" ADD CONSTRAINT "returned_payments_lab_order_id_lab_orders_id_fk" FOREIGN KEY ("lab_order_id") REFERENCES "public"."lab_orders"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sslcommerz_sessions" ADD CONSTRAINT "sslcommerz_sessions_in_lab_order_currency" FOREIGN KEY ("lab_order_id","currency") REFERENCES "public"."lab_orders"("id","currency") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_lab_order_id_unique" UNIQUE("lab_order_id");--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_one_target" CHECK (num_nonnulls("payments"."booking_id", "payments"."subscription_id", "payments"."order_id", "payments"."lab_order_id") = 1);--> statement-breakpoint
ALTER TABLE "returned_payments" ADD CONSTRAINT "returned_payments_one_target" CHECK (num_nonnulls("returned_payments"."booking_id", "returned_payments"."subscription_id", "returned_payments"."order_id", "returned_payments"."lab_order_id") = 1);--> statement-breakpoint
ALTER TABLE "sslcommerz_sessions" ADD CONSTRAINT "sslcommerz_sessions_one_target" CHECK (num_nonnulls("sslcommerz_sessions"."booking_id", "sslcommerz_sessions"."subscription_id", "sslcommerz_sessions"."order_id", "sslcommerz_sessions"."lab_order_id") = 1);