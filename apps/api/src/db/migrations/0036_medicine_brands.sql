CREATE TABLE "medicine_brands" (
	"name" text PRIMARY KEY NOT NULL
);
--> statement-breakpoint
DROP INDEX "medicines_brand_trigram";--> statement-breakpoint
DROP INDEX "medicines_by_generic";--> statement-breakpoint
CREATE INDEX "medicine_brands_name_trigram" ON "medicine_brands" USING gin ("name" gin_trgm_ops) WITH (fastupdate=false);--> statement-breakpoint
CREATE INDEX "medicines_by_generic" ON "medicines" USING btree ("generic_id","brand_name","strength","id");