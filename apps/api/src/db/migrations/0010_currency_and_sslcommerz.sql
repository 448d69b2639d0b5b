-- Every amount stored so far was in US dollars' cents (prices were in US dollars,
-- stored in cents), so existing rows get 'USD' and keep their amounts unchanged; the defaults are
-- dropped at once, so from here on every insert names its currency. drizzle-kit wrote these columns
-- as plain NOT NULL and put the composite keys before the unique constraints they point at; both
-- are reordered here by hand (regenerate from schema.ts, then redo this order and the backfill).
ALTER TABLE "appointment_options" ADD COLUMN "currency" text DEFAULT 'USD' NOT NULL;--> statement-breakpoint
ALTER TABLE "appointment_options" ALTER COLUMN "currency" DROP DEFAULT;--> statement-breakpoint
ALTER TABLE "bookings" ADD COLUMN "currency" text DEFAULT 'USD' NOT NULL;--> statement-breakpoint
ALTER TABLE "bookings" ALTER COLUMN "currency" DROP DEFAULT;--> statement-breakpoint
ALTER TABLE "payments" ADD COLUMN "currency" text DEFAULT 'USD' NOT NULL;--> statement-breakpoint
ALTER TABLE "payments" ALTER COLUMN "currency" DROP DEFAULT;--> statement-breakpoint
-- Every payment so far went through the card provider (Stripe or its sandbox).
ALTER TABLE "payments" ADD COLUMN "provider" text DEFAULT 'card' NOT NULL;--> statement-breakpoint
ALTER TABLE "payments" ALTER COLUMN "provider" DROP DEFAULT;--> statement-breakpoint
ALTER TABLE "payments" ADD COLUMN "validation_id" text;--> statement-breakpoint
ALTER TABLE "payments" ADD COLUMN "bank_transaction_id" text;--> statement-breakpoint
ALTER TABLE "payments" ADD COLUMN "refund_state" text;--> statement-breakpoint
-- A card refund is done when the provider answers it, so every refund noted so far is settled.
UPDATE "payments" SET "refund_state" = 'settled' WHERE "refund_id" IS NOT NULL;--> statement-breakpoint
ALTER TABLE "appointment_options" ADD CONSTRAINT "appointment_options_id_currency" UNIQUE("id","currency");--> statement-breakpoint
ALTER TABLE "bookings" ADD CONSTRAINT "bookings_id_currency" UNIQUE("id","currency");--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_validation_id_unique" UNIQUE("validation_id");--> statement-breakpoint
ALTER TABLE "bookings" ADD CONSTRAINT "bookings_priced_in_treatment_currency" FOREIGN KEY ("option_id","currency") REFERENCES "public"."appointment_options"("id","currency") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_in_booking_currency" FOREIGN KEY ("booking_id","currency") REFERENCES "public"."bookings"("id","currency") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_currency_known" CHECK ("payments"."currency" in ('USD', 'BDT'));--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_provider_known" CHECK ("payments"."provider" in ('card', 'sslcommerz'));--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_refund_state_known" CHECK ("payments"."refund_state" in ('pending', 'settled', 'cancelled'));--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_refund_has_state" CHECK (("payments"."refund_id" is null) = ("payments"."refund_state" is null));--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_sslcommerz_validated" CHECK (("payments"."provider" = 'sslcommerz') = ("payments"."validation_id" is not null and "payments"."bank_transaction_id" is not null));--> statement-breakpoint
ALTER TABLE "appointment_options" ADD CONSTRAINT "appointment_options_currency_known" CHECK ("appointment_options"."currency" in ('USD', 'BDT'));--> statement-breakpoint
CREATE TABLE "sslcommerz_sessions" (
	"tran_id" text PRIMARY KEY NOT NULL,
	"booking_id" uuid NOT NULL,
	"amount_cents" integer NOT NULL,
	"currency" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "sslcommerz_sessions_amount_positive" CHECK ("sslcommerz_sessions"."amount_cents" > 0),
	CONSTRAINT "sslcommerz_sessions_tran_id_length" CHECK (length("sslcommerz_sessions"."tran_id") <= 30)
);
--> statement-breakpoint
ALTER TABLE "sslcommerz_sessions" ADD CONSTRAINT "sslcommerz_sessions_in_booking_currency" FOREIGN KEY ("booking_id","currency") REFERENCES "public"."bookings"("id","currency") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "sslcommerz_sessions_by_booking" ON "sslcommerz_sessions" USING btree ("booking_id");
