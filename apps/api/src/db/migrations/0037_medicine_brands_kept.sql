-- medicine_brands holds each brand name of medicines once (decision 048): a medicine written adds
-- its name, and the last medicine of a name to go, or to be renamed, takes the name with it.
CREATE FUNCTION "medicine_brands_keep"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP IN ('INSERT', 'UPDATE') THEN
    INSERT INTO "medicine_brands" ("name") VALUES (NEW."brand_name") ON CONFLICT DO NOTHING;
  END IF;
  IF TG_OP IN ('UPDATE', 'DELETE') THEN
    DELETE FROM "medicine_brands"
      WHERE "name" = OLD."brand_name"
        AND NOT EXISTS (SELECT 1 FROM "medicines" WHERE "brand_name" = OLD."brand_name");
  END IF;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER "medicine_brands_keep" AFTER INSERT OR DELETE OR UPDATE OF "brand_name" ON "medicines"
  FOR EACH ROW EXECUTE FUNCTION "medicine_brands_keep"();--> statement-breakpoint
INSERT INTO "medicine_brands" ("name") SELECT DISTINCT "brand_name" FROM "medicines";--> statement-breakpoint
-- pg_trgm declares its similarity operator as cheap as an equality (cost 1), so for a query of
-- many trigrams the planner reads all of medicine_brands and compares every name (10 ms and more)
-- rather than asking its index (under 1 ms). The real cost is that of a function over two
-- strings' trigrams. Only the extension's owner may say so: a database whose migrations run as
-- another role keeps the extension's cost, and its searches are correct, only slower.
DO $$
BEGIN
  ALTER FUNCTION similarity_op(text, text) COST 100;
EXCEPTION WHEN insufficient_privilege THEN
  RAISE NOTICE 'similarity_op keeps its cost: this role does not own pg_trgm';
END $$;
