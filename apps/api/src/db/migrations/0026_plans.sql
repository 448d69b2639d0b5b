CREATE TABLE "plan_covered_bookings" (
	"booking_id" uuid PRIMARY KEY NOT NULL,
	"subscription_id" uuid NOT NULL,
	"period_starts_on" date,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"returned_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "plan_credit_periods" (
	"subscription_id" uuid NOT NULL,
	"starts_on" date NOT NULL,
	"ends_on" date NOT NULL,
	"included" integer NOT NULL,
	"used" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "plan_credit_periods_pk" PRIMARY KEY("subscription_id","starts_on"),
	CONSTRAINT "plan_credit_periods_balance" CHECK ("plan_credit_periods"."used" >= 0 and "plan_credit_periods"."used" <= "plan_credit_periods"."included"),
	CONSTRAINT "plan_credit_periods_term" CHECK ("plan_credit_periods"."starts_on" < "plan_credit_periods"."ends_on")
);
--> statement-breakpoint
CREATE TABLE "plan_subscriptions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" text,
	"plan" text NOT NULL,
	"period" text NOT NULL,
	"price_cents" integer NOT NULL,
	"currency" text NOT NULL,
	"state" text DEFAULT 'awaiting_payment' NOT NULL,
	"starts_on" date,
	"ends_on" date,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"ended_at" timestamp with time zone,
	"refund_reason" text,
	CONSTRAINT "plan_subscriptions_id_currency" UNIQUE("id","currency"),
	CONSTRAINT "plan_subscriptions_plan_known" CHECK ("plan_subscriptions"."plan" in ('personal', 'professional', 'enterprise')),
	CONSTRAINT "plan_subscriptions_period_known" CHECK ("plan_subscriptions"."period" in ('monthly', 'yearly')),
	CONSTRAINT "plan_subscriptions_state_known" CHECK ("plan_subscriptions"."state" in ('awaiting_payment', 'active', 'cancelled', 'refunded')),
	CONSTRAINT "plan_subscriptions_currency_known" CHECK ("plan_subscriptions"."currency" in ('USD', 'BDT')),
	CONSTRAINT "plan_subscriptions_price_not_negative" CHECK ("plan_subscriptions"."price_cents" >= 0),
	CONSTRAINT "plan_subscriptions_personal_free" CHECK (("plan_subscriptions"."plan" = 'personal') = ("plan_subscriptions"."price_cents" = 0)),
	CONSTRAINT "plan_subscriptions_term" CHECK (("plan_subscriptions"."starts_on" is null) = ("plan_subscriptions"."ends_on" is null) and "plan_subscriptions"."starts_on" <= "plan_subscriptions"."ends_on"),
	CONSTRAINT "plan_subscriptions_active_has_term" CHECK ("plan_subscriptions"."state" <> 'active' or "plan_subscriptions"."starts_on" is not null)
);
--> statement-breakpoint
ALTER TABLE "payments" ALTER COLUMN "booking_id" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "returned_payments" ALTER COLUMN "booking_id" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "sslcommerz_sessions" ALTER COLUMN "booking_id" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "bookings" ADD COLUMN "covered_by" text;--> statement-breakpoint
ALTER TABLE "payments" ADD COLUMN "subscription_id" uuid;--> statement-breakpoint
ALTER TABLE "returned_payments" ADD COLUMN "subscription_id" uuid;--> statement-breakpoint
ALTER TABLE "sandbox_payment_intents" RENAME COLUMN "booking_id" TO "payable_id";--> statement-breakpoint
ALTER TABLE "sslcommerz_sessions" ADD COLUMN "subscription_id" uuid;--> statement-breakpoint
ALTER TABLE "plan_covered_bookings" ADD CONSTRAINT "plan_covered_bookings_booking_id_bookings_id_fk" FOREIGN KEY ("booking_id") REFERENCES "public"."bookings"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "plan_covered_bookings" ADD CONSTRAINT "plan_covered_bookings_subscription_id_plan_subscriptions_id_fk" FOREIGN KEY ("subscription_id") REFERENCES "public"."plan_subscriptions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "plan_covered_bookings" ADD CONSTRAINT "plan_covered_bookings_period" FOREIGN KEY ("subscription_id","period_starts_on") REFERENCES "public"."plan_credit_periods"("subscription_id","starts_on") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "plan_credit_periods" ADD CONSTRAINT "plan_credit_periods_subscription_id_plan_subscriptions_id_fk" FOREIGN KEY ("subscription_id") REFERENCES "public"."plan_subscriptions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "plan_subscriptions" ADD CONSTRAINT "plan_subscriptions_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "plan_covered_bookings_by_subscription" ON "plan_covered_bookings" USING btree ("subscription_id");--> statement-breakpoint
CREATE INDEX "plan_subscriptions_by_user" ON "plan_subscriptions" USING btree ("user_id","created_at");--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_subscription_id_plan_subscriptions_id_fk" FOREIGN KEY ("subscription_id") REFERENCES "public"."plan_subscriptions"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_in_subscription_currency" FOREIGN KEY ("subscription_id","currency") REFERENCES "public"."plan_subscriptions"("id","currency") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "returned_payments" ADD CONSTRAINT "returned_payments_subscription_id_plan_subscriptions_id_fk" FOREIGN KEY ("subscription_id") REFERENCES "public"."plan_subscriptions"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sslcommerz_sessions" ADD CONSTRAINT "sslcommerz_sessions_in_subscription_currency" FOREIGN KEY ("subscription_id","currency") REFERENCES "public"."plan_subscriptions"("id","currency") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_subscription_id_unique" UNIQUE("subscription_id");--> statement-breakpoint
ALTER TABLE "bookings" ADD CONSTRAINT "bookings_covered_is_free" CHECK ("bookings"."covered_by" is null or ("bookings"."covered_by" in ('professional', 'enterprise') and "bookings"."price_cents" = 0));--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_one_target" CHECK (num_nonnulls("payments"."booking_id", "payments"."subscription_id") = 1);--> statement-breakpoint
ALTER TABLE "returned_payments" ADD CONSTRAINT "returned_payments_one_target" CHECK (num_nonnulls("returned_payments"."booking_id", "returned_payments"."subscription_id") = 1);--> statement-breakpoint
ALTER TABLE "sslcommerz_sessions" ADD CONSTRAINT "sslcommerz_sessions_one_target" CHECK (num_nonnulls("sslcommerz_sessions"."booking_id", "sslcommerz_sessions"."subscription_id") = 1);--> statement-breakpoint
-- An account's active plans never overlap (decision 050): drizzle-kit cannot express exclusion constraints.
ALTER TABLE "plan_subscriptions" ADD CONSTRAINT "plan_subscriptions_one_at_a_time" EXCLUDE USING gist (
	"user_id" WITH =,
	daterange("starts_on", "ends_on") WITH &&
) WHERE ("state" = 'active');
