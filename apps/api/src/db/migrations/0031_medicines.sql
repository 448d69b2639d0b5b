CREATE TABLE "medicine_generics" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"name" text NOT NULL,
	CONSTRAINT "medicine_generics_name_unique" UNIQUE("name"),
	CONSTRAINT "medicine_generics_name_length" CHECK (char_length("medicine_generics"."name") between 1 and 200)
);
--> statement-breakpoint
CREATE TABLE "medicines" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"brand_name" text NOT NULL,
	"generic_id" uuid NOT NULL,
	"strength" text NOT NULL,
	"form" text NOT NULL,
	"manufacturer" text NOT NULL,
	"pack_description" text NOT NULL,
	"units_per_pack" integer NOT NULL,
	"unit_price_cents" integer NOT NULL,
	"currency" text NOT NULL,
	"rx" boolean NOT NULL,
	"stock_units" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "medicines_one_product" UNIQUE("brand_name","strength","form","manufacturer"),
	CONSTRAINT "medicines_form_known" CHECK ("medicines"."form" in ('tablet', 'capsule', 'syrup', 'injection', 'cream', 'drops', 'inhaler', 'other')),
	CONSTRAINT "medicines_currency_known" CHECK ("medicines"."currency" in ('USD', 'BDT')),
	CONSTRAINT "medicines_price_nonnegative" CHECK ("medicines"."unit_price_cents" >= 0),
	CONSTRAINT "medicines_stock_nonnegative" CHECK ("medicines"."stock_units" >= 0),
	CONSTRAINT "medicines_pack_has_units" CHECK ("medicines"."units_per_pack" >= 1),
	CONSTRAINT "medicines_brand_length" CHECK (char_length("medicines"."brand_name") between 1 and 100)
);
--> statement-breakpoint
ALTER TABLE "medicines" ADD CONSTRAINT "medicines_generic_id_medicine_generics_id_fk" FOREIGN KEY ("generic_id") REFERENCES "public"."medicine_generics"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "medicine_generics_name_trigram" ON "medicine_generics" USING gin ("name" gin_trgm_ops) WITH (fastupdate=false);--> statement-breakpoint
CREATE INDEX "medicines_brand_trigram" ON "medicines" USING gin ("brand_name" gin_trgm_ops) WITH (fastupdate=false);--> statement-breakpoint
CREATE INDEX "medicines_by_generic" ON "medicines" USING btree ("generic_id");