CREATE TABLE "order_history" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"order_id" uuid NOT NULL,
	"state" text NOT NULL,
	"reason" text,
	"at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "order_history_state_known" CHECK ("order_history"."state" in ('awaiting_payment', 'awaiting_prescription_check', 'placed', 'confirmed', 'packed', 'out_for_delivery', 'delivered', 'cancelled'))
);
--> statement-breakpoint
CREATE TABLE "order_items" (
	"order_id" uuid NOT NULL,
	"medicine_id" uuid NOT NULL,
	"brand_name" text NOT NULL,
	"generic_name" text NOT NULL,
	"strength" text NOT NULL,
	"form" text NOT NULL,
	"rx" boolean NOT NULL,
	"unit_price_cents" integer NOT NULL,
	"quantity" integer NOT NULL,
	CONSTRAINT "order_items_pk" PRIMARY KEY("order_id","medicine_id"),
	CONSTRAINT "order_items_quantity_positive" CHECK ("order_items"."quantity" > 0),
	CONSTRAINT "order_items_price_nonnegative" CHECK ("order_items"."unit_price_cents" >= 0)
);
--> statement-breakpoint
CREATE TABLE "orders" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" text,
	"patient_id" uuid NOT NULL,
	"state" text NOT NULL,
	"payment" text NOT NULL,
	"subtotal_cents" integer NOT NULL,
	"delivery_fee_cents" integer NOT NULL,
	"total_cents" integer NOT NULL,
	"currency" text NOT NULL,
	"recipient" text NOT NULL,
	"phone" text NOT NULL,
	"address_line" text NOT NULL,
	"area" text NOT NULL,
	"district" text NOT NULL,
	"prescription_id" uuid,
	"prescription_photo_id" uuid,
	"paid_at" timestamp with time zone,
	"hold_until" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "orders_id_currency" UNIQUE("id","currency"),
	CONSTRAINT "orders_state_known" CHECK ("orders"."state" in ('awaiting_payment', 'awaiting_prescription_check', 'placed', 'confirmed', 'packed', 'out_for_delivery', 'delivered', 'cancelled')),
	CONSTRAINT "orders_payment_known" CHECK ("orders"."payment" in ('online', 'cod')),
	CONSTRAINT "orders_currency_known" CHECK ("orders"."currency" in ('USD', 'BDT')),
	CONSTRAINT "orders_amounts" CHECK ("orders"."subtotal_cents" > 0 and "orders"."delivery_fee_cents" >= 0 and "orders"."total_cents" = "orders"."subtotal_cents" + "orders"."delivery_fee_cents"),
	CONSTRAINT "orders_online_holds" CHECK (("orders"."payment" = 'online') = ("orders"."hold_until" is not null)),
	CONSTRAINT "orders_paid_online" CHECK ("orders"."paid_at" is null or "orders"."payment" = 'online'),
	CONSTRAINT "orders_awaiting_payment_online" CHECK ("orders"."state" <> 'awaiting_payment' or "orders"."payment" = 'online')
);
--> statement-breakpoint
CREATE TABLE "prescription_photos" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" text NOT NULL,
	"content_type" text NOT NULL,
	"data" "bytea" NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "prescription_photos_type_known" CHECK ("prescription_photos"."content_type" in ('application/pdf', 'image/jpeg', 'image/png')),
	CONSTRAINT "prescription_photos_size" CHECK (octet_length("prescription_photos"."data") between 1 and 10485760)
);
--> statement-breakpoint
ALTER TABLE "payments" DROP CONSTRAINT "payments_one_target";--> statement-breakpoint
ALTER TABLE "returned_payments" DROP CONSTRAINT "returned_payments_one_target";--> statement-breakpoint
ALTER TABLE "sslcommerz_sessions" DROP CONSTRAINT "sslcommerz_sessions_one_target";--> statement-breakpoint
ALTER TABLE "payments" ADD COLUMN "order_id" uuid;--> statement-breakpoint
ALTER TABLE "returned_payments" ADD COLUMN "order_id" uuid;--> statement-breakpoint
ALTER TABLE "sslcommerz_sessions" ADD COLUMN "order_id" uuid;--> statement-breakpoint
ALTER TABLE "order_history" ADD CONSTRAINT "order_history_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_items" ADD CONSTRAINT "order_items_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_items" ADD CONSTRAINT "order_items_medicine_id_medicines_id_fk" FOREIGN KEY ("medicine_id") REFERENCES "public"."medicines"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_patient_id_patients_id_fk" FOREIGN KEY ("patient_id") REFERENCES "public"."patients"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_prescription_id_prescriptions_id_fk" FOREIGN KEY ("prescription_id") REFERENCES "public"."prescriptions"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_prescription_photo_id_prescription_photos_id_fk" FOREIGN KEY ("prescription_photo_id") REFERENCES "public"."prescription_photos"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "prescription_photos" ADD CONSTRAINT "prescription_photos_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "order_history_by_order" ON "order_history" USING btree ("order_id","id");--> statement-breakpoint
CREATE INDEX "order_items_by_medicine" ON "order_items" USING btree ("medicine_id");--> statement-breakpoint
CREATE INDEX "orders_by_user" ON "orders" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE INDEX "orders_by_patient" ON "orders" USING btree ("patient_id");--> statement-breakpoint
CREATE INDEX "orders_by_prescription" ON "orders" USING btree ("prescription_id");--> statement-breakpoint
CREATE INDEX "orders_queue" ON "orders" USING btree ("state","created_at");--> statement-breakpoint
CREATE INDEX "prescription_photos_by_user" ON "prescription_photos" USING btree ("user_id");--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_in_order_currency" FOREIGN KEY ("order_id","currency") REFERENCES "public"."orders"("id","currency") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "returned_payments" ADD CONSTRAINT "returned_payments_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sslcommerz_sessions" ADD CONSTRAINT "sslcommerz_sessions_in_order_currency" FOREIGN KEY ("order_id","currency") REFERENCES "public"."orders"("id","currency") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_order_id_unique" UNIQUE("order_id");--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_one_target" CHECK (num_nonnulls("payments"."booking_id", "payments"."subscription_id", "payments"."order_id") = 1);--> statement-breakpoint
ALTER TABLE "returned_payments" ADD CONSTRAINT "returned_payments_one_target" CHECK (num_nonnulls("returned_payments"."booking_id", "returned_payments"."subscription_id", "returned_payments"."order_id") = 1);--> statement-breakpoint
ALTER TABLE "sslcommerz_sessions" ADD CONSTRAINT "sslcommerz_sessions_one_target" CHECK (num_nonnulls("sslcommerz_sessions"."booking_id", "sslcommerz_sessions"."subscription_id", "sslcommerz_sessions"."order_id") = 1);