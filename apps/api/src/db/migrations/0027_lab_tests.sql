CREATE TABLE "lab_reference_ranges" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"value_id" uuid NOT NULL,
	"sex" text,
	"min_age_years" integer,
	"max_age_years" integer,
	"low" numeric,
	"high" numeric,
	CONSTRAINT "lab_reference_ranges_sex_known" CHECK ("lab_reference_ranges"."sex" in ('female', 'male')),
	CONSTRAINT "lab_reference_ranges_ages" CHECK ("lab_reference_ranges"."min_age_years" >= 0 and "lab_reference_ranges"."max_age_years" > coalesce("lab_reference_ranges"."min_age_years", 0)),
	CONSTRAINT "lab_reference_ranges_a_bound" CHECK (num_nonnulls("lab_reference_ranges"."low", "lab_reference_ranges"."high") > 0),
	CONSTRAINT "lab_reference_ranges_low_below_high" CHECK ("lab_reference_ranges"."low" <= "lab_reference_ranges"."high")
);
--> statement-breakpoint
CREATE TABLE "lab_test_values" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"test_id" uuid NOT NULL,
	"position" integer NOT NULL,
	"name" text NOT NULL,
	"name_bn" text DEFAULT '' NOT NULL,
	"unit" text DEFAULT '' NOT NULL,
	CONSTRAINT "lab_test_values_name_per_test" UNIQUE("test_id","name"),
	CONSTRAINT "lab_test_values_position_per_test" UNIQUE("test_id","position")
);
--> statement-breakpoint
CREATE TABLE "lab_tests" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"name" text NOT NULL,
	"name_bn" text DEFAULT '' NOT NULL,
	"code" text,
	"sample_type" text NOT NULL,
	"preparation" text DEFAULT '' NOT NULL,
	"preparation_bn" text DEFAULT '' NOT NULL,
	"price_cents" integer NOT NULL,
	"currency" text NOT NULL,
	"turnaround_hours" integer NOT NULL,
	"home_collection" boolean NOT NULL,
	CONSTRAINT "lab_tests_name_unique" UNIQUE("name"),
	CONSTRAINT "lab_tests_code_unique" UNIQUE("code"),
	CONSTRAINT "lab_tests_code_is_loinc" CHECK ("lab_tests"."code" ~ '^[0-9]{1,7}-[0-9]$'),
	CONSTRAINT "lab_tests_sample_type_known" CHECK ("lab_tests"."sample_type" in ('blood', 'urine', 'stool', 'swab', 'imaging', 'ecg', 'other')),
	CONSTRAINT "lab_tests_price_nonnegative" CHECK ("lab_tests"."price_cents" >= 0),
	CONSTRAINT "lab_tests_currency_known" CHECK ("lab_tests"."currency" in ('USD', 'BDT')),
	CONSTRAINT "lab_tests_turnaround" CHECK ("lab_tests"."turnaround_hours" between 1 and 720),
	CONSTRAINT "lab_tests_imaging_at_the_lab" CHECK (not ("lab_tests"."home_collection" and "lab_tests"."sample_type" in ('imaging', 'ecg')))
);
--> statement-breakpoint
ALTER TABLE "lab_reference_ranges" ADD CONSTRAINT "lab_reference_ranges_value_id_lab_test_values_id_fk" FOREIGN KEY ("value_id") REFERENCES "public"."lab_test_values"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lab_test_values" ADD CONSTRAINT "lab_test_values_test_id_lab_tests_id_fk" FOREIGN KEY ("test_id") REFERENCES "public"."lab_tests"("id") ON DELETE cascade ON UPDATE no action;